// The back office's rich text editor, for every form that writes HTML (posts, popups, mail
// templates). The editor (TipTap, ~100 KB) loads on demand, when a form shows it.
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RichTextEditorProps } from './types';

export type { RichTextEditorProps } from './types';

const Editor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor'));

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <p role="status" style={{ minHeight: 280 }}>
          <FormattedMessage id="richText.loading" />
        </p>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
