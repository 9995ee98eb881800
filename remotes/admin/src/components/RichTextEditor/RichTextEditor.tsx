// The back office's rich text editor (TipTap 3: a ProseMirror editor, kept by its authors).
// Loaded on demand through ./index.ts, so only the forms that write rich text download it.
// What it writes is what the API's allowlist keeps (api/src/richText.ts): paragraphs, headings,
// bold / italic / underline / strike, lists, quotes, links and images.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { RichTextEditorProps } from './types';

/** A mail template's link to a value the sender fills in (`{confirmUrl}`). */
const PLACEHOLDER_LINK = /^\{[A-Za-z_][A-Za-z0-9_.]*\}$/;

const StyledEditor = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: 6px;
  background: #fff;
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
    padding: 4px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: #f6f7fb;
    border-radius: 6px 6px 0 0;
  }
  .toolbar button {
    min-width: 36px;
    min-height: 36px;
    padding: 0 8px;
    border: 1px solid transparent;
    border-radius: 4px;
    background: none;
    font: inherit;
    font-size: 0.9rem;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.navy};
  }
  .toolbar button:hover,
  .toolbar button:focus-visible {
    border-color: ${({ theme }) => theme.colors.border};
    background: #fff;
  }
  .toolbar button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy};
    color: #fff;
  }
  .toolbar .separator {
    width: 1px;
    margin: 4px 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  .tiptap {
    min-height: 240px;
    max-height: 60vh;
    overflow: auto;
    padding: 12px 16px;
    line-height: 1.6;
    outline: none;
  }
  .tiptap:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
  .tiptap img {
    max-width: 100%;
    height: auto;
  }
  .tiptap img.ProseMirror-selectednode {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
  .tiptap blockquote {
    margin: 1em 0;
    padding-left: 12px;
    border-left: 4px solid ${({ theme }) => theme.colors.border};
  }
  .status {
    margin: 0;
    padding: 4px 8px;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

function ToolButton({
  label,
  shown,
  pressed,
  onClick,
  children,
}: {
  label: string;
  /** The letters the button shows (B, H2, URL): part of its name, so a voice user can say them. */
  shown?: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const name = shown ? `${label} (${shown})` : label;
  return (
    <button
      type="button"
      title={name}
      aria-label={name}
      aria-pressed={pressed}
      // Keep the editor's selection while clicking the toolbar.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({
  editor,
  onImage,
  uploading,
}: {
  editor: Editor;
  onImage?: () => void;
  uploading: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `richText.${id}` });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    if (state.link) return chain().unsetLink().run();
    const href = window.prompt(t('linkPrompt'), 'https://');
    if (!href || !/^(https?:\/\/|mailto:|tel:|\/)/i.test(href.trim())) return;
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div className="toolbar" role="toolbar" aria-label={t('toolbar')}>
      <ToolButton label={t('bold')} shown="B" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </ToolButton>
      <ToolButton
        label={t('italic')}
        shown="I"
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <i>I</i>
      </ToolButton>
      <ToolButton
        label={t('underline')}
        shown="U"
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <u>U</u>
      </ToolButton>
      <ToolButton
        label={t('strike')}
        shown="S"
        pressed={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <s>S</s>
      </ToolButton>
      <span className="separator" aria-hidden="true" />
      <ToolButton
        label={t('heading2')}
        shown="H2"
        pressed={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </ToolButton>
      <ToolButton
        label={t('heading3')}
        shown="H3"
        pressed={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
      <ToolButton
        label={t('bulletList')}
        pressed={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        •≡
      </ToolButton>
      <ToolButton
        label={t('orderedList')}
        shown="1≡"
        pressed={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1≡
      </ToolButton>
      <ToolButton label={t('quote')} pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        ❝
      </ToolButton>
      <span className="separator" aria-hidden="true" />
      <ToolButton
        label={state.link ? t('unlink') : t('link')}
        shown="URL"
        pressed={state.link}
        onClick={link}
      >
        URL
      </ToolButton>
      {onImage && (
        <ToolButton label={uploading ? t('uploading') : t('image')} shown="IMG" onClick={onImage}>
          IMG
        </ToolButton>
      )}
      <span className="separator" aria-hidden="true" />
      <ToolButton label={t('undo')} onClick={() => chain().undo().run()}>
        ↶
      </ToolButton>
      <ToolButton label={t('redo')} onClick={() => chain().redo().run()}>
        ↷
      </ToolButton>
    </div>
  );
}

export default function RichTextEditor({
  id,
  value,
  onChange,
  label,
  invalid = false,
  describedBy,
  uploadImage,
  onReady,
  placeholderLinks = false,
}: RichTextEditorProps) {
  const intl = useIntl();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url, ctx) =>
            (placeholderLinks && PLACEHOLDER_LINK.test(url)) || ctx.defaultValidate(url),
        },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
  });

  useEffect(() => {
    if (editor && onReady) onReady((text) => editor.chain().focus().insertContent(text).run());
  }, [editor, onReady]);

  const pickImage = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file || !uploadImage || !editor) return;
    setUploading(true);
    setProblem(null);
    try {
      const url = await uploadImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <StyledEditor $invalid={invalid}>
      {editor && (
        <Toolbar
          editor={editor}
          uploading={uploading}
          onImage={uploadImage ? () => fileInput.current?.click() : undefined}
        />
      )}
      <EditorContent editor={editor} />
      {uploadImage && (
        <input
          ref={fileInput}
          type="file"
          accept=".jpg,.jpeg,.png,.gif,.webp"
          hidden
          aria-label={intl.formatMessage({ id: 'richText.image' })}
          onChange={(event) => void pickImage(event.target.files)}
        />
      )}
      {problem && (
        <p className="status" role="alert">
          {problem}
        </p>
      )}
    </StyledEditor>
  );
}
