import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  REGISTRATION_OCCUPATIONS,
  USER_DEGREES,
  USER_TITLES,
  dialCodeOf,
  dialCodeOptions,
} from '@congress/domain';
import { CheckboxField, SelectField, StyledFieldRow, TextField } from './Field';

type FormApi = Parameters<typeof TextField>[0]['form'];

/**
 * The member fields of spec §3 after the id and country, shared by sign-up and profile edit:
 * Korean mode adds the Korean name, affiliation and licence; overseas mode offers the visa letter.
 */
export function ProfileFields({ form, korean }: { form: FormApi; korean: boolean }) {
  const intl = useIntl();
  const dialCodes = useMemo(() => dialCodeOptions(intl.locale), [intl.locale]);
  useDialCodeFollowsCountry(form);
  return (
    <>
      <StyledFieldRow>
        <SelectField
          form={form}
          name="title"
          labelId="field.title"
          required
          options={USER_TITLES.map((v) => ({ value: v, labelId: `option.title.${v}` }))}
        />
        <SelectField
          form={form}
          name="degree"
          labelId="field.degree"
          required
          options={USER_DEGREES.map((v) => ({ value: v, labelId: `option.degree.${v}` }))}
        />
      </StyledFieldRow>
      <StyledFieldRow>
        <TextField
          form={form}
          name="givenName"
          labelId="field.givenName"
          hintId="field.latinNameHint"
          autoComplete="given-name"
          required
        />
        <TextField
          form={form}
          name="familyName"
          labelId="field.familyName"
          hintId="field.latinNameHint"
          autoComplete="family-name"
          required
        />
      </StyledFieldRow>
      {korean && (
        <TextField
          form={form}
          name="name_kr"
          labelId="field.name_kr"
          hintId="field.koreanNameHint"
          required
        />
      )}
      <TextField
        form={form}
        name="affiliation"
        labelId="field.affiliation"
        hintId="field.latinAffiliationHint"
        autoComplete="organization"
        required
      />
      {korean && (
        <TextField
          form={form}
          name="affiliation_kr"
          labelId="field.affiliation_kr"
          hintId="field.koreanAffiliationHint"
          required
        />
      )}
      <TextField form={form} name="department" labelId="field.department" required />
      <StyledFieldRow>
        {/* Overseas numbers are written without the country code, which is chosen beside them. */}
        {!korean && (
          <SelectField form={form} name="dialCode" labelId="field.dialCode" required options={dialCodes} />
        )}
        {/* HTML's autofill: `tel-national` (the number without its country code) belongs to text
            fields only, `tel` (the full number) to phone fields; the national number is typed in a
            text field with the phone keyboard (issue 36). */}
        <TextField
          form={form}
          name="mobilePhone"
          labelId="field.mobilePhone"
          type={korean ? 'tel' : 'text'}
          inputMode="tel"
          hintId={korean ? 'field.koreanMobileHint' : 'field.mobileNumberHint'}
          autoComplete={korean ? 'tel' : 'tel-national'}
          required
        />
      </StyledFieldRow>
      <StyledFieldRow>
        <TextField form={form} name="phone" labelId="field.phone" type="tel" hintId="field.phoneHint" />
        <TextField form={form} name="fax" labelId="field.fax" type="tel" hintId="field.phoneHint" />
      </StyledFieldRow>
      <TextField form={form} name="address" labelId="field.address" />
      <StyledFieldRow>
        <SelectField
          form={form}
          name="occupation"
          labelId="field.occupation"
          options={[...REGISTRATION_OCCUPATIONS, 'OTHER'].map((v) => ({
            value: v,
            labelId: `option.occupation.${v}`,
          }))}
        />
        {form.values.occupation === 'OTHER' && (
          <TextField form={form} name="occupationOther" labelId="field.occupationOther" />
        )}
        {korean && (
          <TextField
            form={form}
            name="medi_license"
            labelId="field.medi_license"
            hintId="field.medi_licenseHint"
          />
        )}
      </StyledFieldRow>
      <TextField form={form} name="howFind" labelId="field.howFind" />
      <CheckboxField form={form} name="receiveInfo" labelId="field.receiveInfo" />
      <CheckboxField form={form} name="viaEmail" labelId="field.viaEmail" />
      {!korean && <CheckboxField form={form} name="visa" labelId="field.visa" />}
      {/* Required once the letter is asked for (the shared schema, VISA_FIELDS, says so too). */}
      {!korean && Boolean(form.values.visa) && (
        <>
          <StyledFieldRow>
            <TextField form={form} name="visaGivenName" labelId="field.visaGivenName" required />
            <TextField form={form} name="visaFamilyName" labelId="field.visaFamilyName" required />
          </StyledFieldRow>
          <StyledFieldRow>
            <TextField form={form} name="visaCountry" labelId="field.visaCountry" required />
            <TextField form={form} name="visaPassportNumber" labelId="field.visaPassportNumber" required />
          </StyledFieldRow>
          <StyledFieldRow>
            <TextField form={form} name="visaBirth" labelId="field.visaBirth" type="date" required />
            <TextField form={form} name="visaIssue" labelId="field.visaIssue" type="date" required />
            <TextField form={form} name="visaExpire" labelId="field.visaExpire" type="date" required />
          </StyledFieldRow>
        </>
      )}
    </>
  );
}

/**
 * A new country brings its dial code, unless the member chose another one for this country
 * (the code still blank, or the previous country's, is replaced).
 */
function useDialCodeFollowsCountry(form: FormApi) {
  const country = String(form.values.country ?? '');
  const previous = useRef(country);
  useEffect(() => {
    const before = previous.current;
    previous.current = country;
    const current = String(form.values.dialCode ?? '');
    const next = dialCodeOf(country);
    if (next && (!current || (before !== country && current === dialCodeOf(before))))
      form.setValue('dialCode', next);
    // Runs when the country changes (and once with the initial country); form is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [country]);
}
