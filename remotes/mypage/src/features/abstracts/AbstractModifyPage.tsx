import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from '@congress/router';
import { ownerEditRefusal } from '@congress/domain';
import { abstractInputSchema, type AbstractAuthor } from '@congress/domain/validation';
import { errorCodeOf } from '@congress/graphql';
import { useDialogs } from '@congress/ui';
import { Page, StyledNotice } from '@congress/components';
import {
  AbstractForm,
  emptyAuthor,
  newAbstractValues,
  type AbstractFormValues,
} from '@congress/components/abstract-form';
import {
  MyAbstractsDocument,
  useAbstractToModifyQuery,
  useUpdateMyAbstractMutation,
  type AbstractToModifyQuery,
} from '../../generated/graphql';

type Stored = NonNullable<AbstractToModifyQuery['abstract']>;

/** The stored abstract as form values (author and including are JSON: read defensively). */
function valuesOf(stored: Stored): AbstractFormValues {
  const including = Array.isArray(stored.including) ? stored.including.map(String) : [];
  const authors = Array.isArray(stored.author) ? (stored.author as Partial<AbstractAuthor>[]) : [];
  return {
    title: stored.title,
    preference: stored.preference ?? '',
    category: stored.category ?? '',
    topic: stored.topic ?? '',
    objectives: stored.objectives ?? '',
    methods: stored.methods ?? '',
    results: stored.results ?? '',
    conclusions: stored.conclusions ?? '',
    keywords: stored.keywords ?? '',
    including: including.length ? including : [''],
    author: authors.length
      ? authors.map((author) => ({ ...emptyAuthor(), ...author }))
      : newAbstractValues().author,
    // Agreed to when it was submitted; the author may still untick it (the schema then refuses).
    terms: true,
  };
}

/** The shared abstract form, prefilled with the stored abstract and saved with updateAbstract. */
function AbstractModifyForm({ stored, onRefused }: { stored: Stored; onRefused: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { showSuccess } = useDialogs();
  const [updateAbstract] = useUpdateMyAbstractMutation();
  return (
    <AbstractForm
      initialValues={valuesOf(stored)}
      initialImages={stored.file_img}
      submitLabelId="mypage.abstractModify.save"
      save={async (input, imageIds) => {
        await updateAbstract({
          variables: {
            id: stored.id,
            // Typed by the shared schema (the form's values passed it already).
            input: { ...abstractInputSchema.parse(input), file_img: imageIds },
            locale: intl.locale,
          },
          refetchQueries: [MyAbstractsDocument],
        });
        showSuccess('mypage.abstractModify.done');
        navigate('/mypage/my_abstract');
      }}
      // The period closed or the status changed while editing: the page reads it again and says why.
      onError={(code) => code === 'NOT_PERMITTED' && (onRefused(), true)}
    />
  );
}

/** Codes of an id that is not one of the member's abstracts (someone else's, deleted, malformed). */
const NOT_THEIRS = ['NOT_FOUND', 'NOT_PERMITTED', 'BAD_REQUEST', 'VALIDATION_FAILED'];

/** Modify abstract (spec §2): the owner's abstract while its status and the submission period allow. */
export default function AbstractModifyPage() {
  const { absId = '' } = useParams();
  const { data, error, loading, refetch } = useAbstractToModifyQuery({
    variables: { id: absId },
    fetchPolicy: 'network-only',
  });
  const stored = data?.abstract;
  const refusal = stored
    ? (ownerEditRefusal(stored.status, data.abstractSubmissionPeriod.open) ??
      // The API's own answer also covers what the browser cannot see.
      (stored.editable ? null : 'STATUS'))
    : null;

  let content;
  if (loading && !data) content = null;
  else if (error && !data && !NOT_THEIRS.includes(errorCodeOf(error))) {
    content = (
      <StyledNotice role="alert">
        <FormattedMessage id="mypage.abstractModify.loadFailed" />
      </StyledNotice>
    );
  } else if (!stored) {
    content = (
      <StyledNotice role="alert">
        <FormattedMessage id="mypage.abstractModify.notFound" />
      </StyledNotice>
    );
  } else if (refusal) {
    content = (
      <StyledNotice role="alert">
        <FormattedMessage id={`mypage.abstractModify.refused.${refusal}`} />
      </StyledNotice>
    );
  } else content = <AbstractModifyForm stored={stored} onRefused={() => void refetch()} />;

  return (
    <Page titleId="nav.mypage.abstractModify">
      {content}
      <p>
        <Link to="/mypage/my_abstract">
          <FormattedMessage id="mypage.abstractModify.back" />
        </Link>
      </p>
    </Page>
  );
}
