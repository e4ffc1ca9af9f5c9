import { useEffect, useId } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import type { Lang } from '@site/shared/lang';
import { useAdminT } from '../../../locales';
import { bestUrl } from '../../../lib/media-api';
import { MediaPickerButton } from '../../../components/media/media-picker';

export interface RichTextInputProps {
  label: string;
  lang: Lang;
  value: string;
  onChange: (html: string) => void;
}

/*
 * Created once: TipTap compares a new options object with the last and builds a new editor when its
 * extensions differ, so a fresh array on every render destroyed the editor under the form's feet.
 */
const EXTENSIONS = [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }), Image];

/** The toolbar's commands: each a button that says whether it is on (aria-pressed). */
const MARKS = [
  { key: 'bold', run: (e: Editor) => e.chain().focus().toggleBold().run() },
  { key: 'italic', run: (e: Editor) => e.chain().focus().toggleItalic().run() },
  { key: 'heading', run: (e: Editor) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e: Editor) => e.isActive('heading', { level: 2 }) },
  { key: 'bulletList', run: (e: Editor) => e.chain().focus().toggleBulletList().run() },
  { key: 'orderedList', run: (e: Editor) => e.chain().focus().toggleOrderedList().run() },
] as const;

/**
 * An article's body in one language: TipTap with links and images. The HTML it gives is only a
 * proposal: the API sanitises it before storing. Loaded only by editors of rich-text fields.
 */
export function RichTextInput({ label, lang, value, onChange }: RichTextInputProps) {
  const { t } = useAdminT();
  const labelId = useId();
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, lang, dir: lang === 'ar' ? 'rtl' : 'ltr', class: 'ui-input ad-rich__area' },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }): Record<string, boolean> => ({
      ...Object.fromEntries(MARKS.map((m) => [m.key, 'active' in m ? m.active(e) : e.isActive(m.key)])),
      link: e.isActive('link'),
    }),
  });
  // A restored version or a discarded draft replaces the value from outside.
  useEffect(() => {
    if (!editor.isDestroyed && editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const link = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt(t('content.rich.linkPrompt'), previous ?? 'https://');
    if (url === null) return;
    if (url.trim() === '') editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };

  return (
    <div className="ad-rich">
      <span id={labelId} className="ui-field__label">{label}</span>
      <div role="toolbar" aria-label={t('content.rich.toolbar', { field: label })} className="ad-rich__toolbar">
        {MARKS.map((m) => (
          <button key={m.key} type="button" className="ui-btn ui-btn--ghost ui-btn--sm" aria-pressed={Boolean(active?.[m.key])} onClick={() => m.run(editor)}>
            {t(`content.rich.${m.key}`)}
          </button>
        ))}
        <button type="button" className="ui-btn ui-btn--ghost ui-btn--sm" aria-pressed={Boolean(active?.link)} onClick={link}>{t('content.rich.link')}</button>
        {/* Images come from the media library, by id, with the alt text written there in both languages. */}
        <MediaPickerButton label={t('content.rich.image')} onPick={(asset) => editor.chain().focus().setImage({ src: bestUrl(asset), alt: asset.alt[lang] }).run()} />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
