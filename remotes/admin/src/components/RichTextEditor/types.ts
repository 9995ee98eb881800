export interface RichTextEditorProps {
  /** Id of the editable area (a <label htmlFor> can name it). */
  id?: string;
  /** HTML; read once when the editor starts (give the editor a `key` to load another text). */
  value: string;
  /** The HTML after each change ('' when the editor is empty). */
  onChange: (html: string) => void;
  /** Accessible name of the editable area. */
  label: string;
  invalid?: boolean;
  /** Id of the hint or error text under the editor. */
  describedBy?: string;
  /**
   * Stores an image and answers its URL (e.g. uploadFiles('richTextImage', …)); without it the
   * toolbar has no image button. A thrown Error's message is shown under the editor.
   */
  uploadImage?: (file: File) => Promise<string>;
  /** Hands out a function inserting text at the cursor once the editor exists (mail placeholders). */
  onReady?: (insert: (text: string) => void) => void;
  /** Links may point at a placeholder the mail sender fills in (`{confirmUrl}`). */
  placeholderLinks?: boolean;
}
