// The prompt's rich text: Tiptap (ProseMirror) with only what the server keeps (paragraphs, bold, italic,
// underline, code, lists, links, line breaks): nothing typed here is dropped on save. Read-only prompts
// are shown by the same editor, not by injecting the stored HTML: ProseMirror rebuilds the text from its
// schema, so nothing but those marks ever reaches the page. Keyboard: Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+E, and
// Shift+Ctrl+7 or 8 for lists, as Tiptap binds them; the toolbar buttons say their shortcut.

import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

const extensions = [
  StarterKit.configure({
    blockquote: false,
    heading: false,
    horizontalRule: false,
    strike: false,
    link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
  }),
];

interface Tool {
  label: string;
  icon: string;
  mark: string;
  run: (e: NonNullable<ReturnType<typeof useEditor>>) => void;
}

const tools: Tool[] = [
  { label: 'Bold (Ctrl+B)', icon: 'B', mark: 'bold', run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic (Ctrl+I)', icon: 'I', mark: 'italic', run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Underline (Ctrl+U)', icon: 'U', mark: 'underline', run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: 'Code (Ctrl+E)', icon: '</>', mark: 'code', run: (e) => e.chain().focus().toggleCode().run() },
  {
    label: 'Bulleted list (Shift+Ctrl+8)',
    icon: '•',
    mark: 'bulletList',
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list (Shift+Ctrl+7)',
    icon: '1.',
    mark: 'orderedList',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

export default function PromptEditor({
  id,
  labelId,
  value,
  onChange,
  readOnly,
  invalid,
  describedBy,
}: {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  readOnly: boolean;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const editor = useEditor({
    // Made once the component is on the page, not while React renders (a render React throws away would
    // leave an editor to destroy).
    immediatelyRender: false,
    extensions,
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'prompt-editor__content',
      },
    },
    // An empty editor is '<p></p>': stored as '' so an untouched prompt is no change.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(tools.map((t) => [t.mark, e && !e.isDestroyed ? e.isActive(t.mark) : false])),
  });

  // Values from outside (a conflict resolved, another revision started): the editor follows them.
  // (An editor React has already replaced is destroyed: it has no schema to read the text with.)
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!readOnly);
  }, [editor, readOnly]);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const dom = editor.view.dom;
    dom.setAttribute('aria-invalid', String(invalid));
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
    dom.setAttribute('aria-readonly', String(readOnly));
  }, [editor, invalid, describedBy, readOnly]);

  return (
    <div
      className={`prompt-editor${invalid ? ' prompt-editor--invalid' : ''}${readOnly ? ' prompt-editor--read' : ''}`}
    >
      {!readOnly && (
        <div className="prompt-editor__toolbar" role="toolbar" aria-label="Prompt formatting" aria-controls={id}>
          {tools.map((tool) => (
            <button
              key={tool.mark}
              type="button"
              className="prompt-editor__tool"
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={active?.[tool.mark] ?? false}
              disabled={!editor}
              // Keeps the selection in the text while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor && tool.run(editor)}
            >
              <span aria-hidden="true" className={`prompt-editor__icon prompt-editor__icon--${tool.mark}`}>
                {tool.icon}
              </span>
            </button>
          ))}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
