import { Node, type Editor } from '@tiptap/core';
import { NodeSelection, Plugin, TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { NodeViewWrapper, ReactNodeViewRenderer, type NodeViewProps } from '@tiptap/react';
import { useAdminT } from '../../i18n';

/** A photo of the text: `<figure><img data-media><figcaption>` once rendered. */
export interface PhotoAttrs {
  src: string;
  alt: string;
  caption: string;
  /** The upload's key (content hash); null for a photo outside this site. */
  media: string | null;
}

export interface PhotoFigureOptions {
  /** The language the post's text (and so its alt text and caption) is written in. */
  language: string;
  /** Told when a key press removed a photo, with a way to bring it back. */
  onRemoved: (undo: () => void) => void;
}

const PHOTO_NODES = new Set(['figure', 'image']);
const selectedPhoto = (state: EditorState) => state.selection instanceof NodeSelection && PHOTO_NODES.has(state.selection.node.type.name);

/** Puts the cursor right after the block at `pos`'s end, in the text block there or a new paragraph. */
function cursorAfter(tr: Transaction, pos: number): Transaction {
  const next = tr.doc.resolve(pos).nodeAfter;
  if (!next?.isTextblock) tr.insert(pos, tr.doc.type.schema.nodes.paragraph!.create());
  return tr.setSelection(TextSelection.create(tr.doc, pos + 1));
}

/** Inserts a photo where the cursor is and leaves the cursor after it, so the next key press types text. */
export function insertPhoto(editor: Editor, attrs: PhotoAttrs): void {
  // A selected photo is never replaced: the new one goes after it.
  if (selectedPhoto(editor.state)) editor.chain().focus().insertContentAt(editor.state.selection.to, { type: 'figure', attrs }).run();
  else editor.chain().focus().insertContent({ type: 'figure', attrs }).run();
  const { state, view } = editor;
  const sel = state.selection;
  if (sel instanceof NodeSelection) view.dispatch(cursorAfter(state.tr, sel.to).scrollIntoView());
  else if (!sel.$from.parent.isTextblock) view.dispatch(cursorAfter(state.tr, sel.from).scrollIntoView());
}

function FigureView({ node, updateAttributes, selected, extension }: NodeViewProps) {
  const t = useAdminT();
  const attrs = node.attrs as PhotoAttrs;
  const language = (extension.options as PhotoFigureOptions).language;
  const id = `figure-${attrs.media ?? attrs.src}`.replace(/[^\w-]/g, '');
  return (
    <NodeViewWrapper as="figure" className={`editor-figure my-4 rounded-md border p-2 ${selected ? 'border-primary ring-2 ring-primary/40' : 'border-border'}`} data-testid="editor-figure">
      <img src={attrs.src} alt={attrs.alt} data-drag-handle="" className="mx-auto max-h-80 rounded" />
      <div className="mt-2 grid gap-2 sm:grid-cols-2" contentEditable={false}>
        <label className="grid gap-1 text-xs font-medium" htmlFor={`${id}-alt`}>
          {t('editor.altText')}
          <input
            id={`${id}-alt`}
            lang={language}
            className="h-8 rounded-md border border-input bg-background px-2 text-sm font-normal"
            value={attrs.alt}
            placeholder={t('editor.altPlaceholder')}
            onChange={(e) => updateAttributes({ alt: e.target.value })}
          />
        </label>
        <label className="grid gap-1 text-xs font-medium" htmlFor={`${id}-caption`}>
          {t('editor.caption')}
          <input
            id={`${id}-caption`}
            lang={language}
            className="h-8 rounded-md border border-input bg-background px-2 text-sm font-normal"
            value={attrs.caption}
            onChange={(e) => updateAttributes({ caption: e.target.value })}
          />
        </label>
      </div>
    </NodeViewWrapper>
  );
}

/**
 * A photo with its alt text and an optional caption, edited in place. A key press never replaces
 * a selected photo: typing and Enter go to a line after it, and Backspace or Delete say that it
 * was removed and offer to bring it back (as Undo does).
 */
export const PhotoFigure = Node.create<PhotoFigureOptions>({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addOptions: () => ({ language: 'nl', onRemoved: () => {} }),
  addAttributes: () => ({
    src: { default: '' },
    alt: { default: '' },
    caption: { default: '' },
    media: { default: null },
  }),
  parseHTML: () => [
    {
      tag: 'figure',
      getAttrs: (element) => {
        const img = (element as HTMLElement).querySelector('img');
        if (!img) return false;
        return { src: img.getAttribute('src') ?? '', alt: img.getAttribute('alt') ?? '', media: img.getAttribute('data-media'), caption: element.querySelector('figcaption')?.textContent ?? '' };
      },
    },
  ],
  renderHTML: ({ node }) => {
    const a = node.attrs as PhotoAttrs;
    const img = ['img', { src: a.src, alt: a.alt, ...(a.media ? { 'data-media': a.media } : {}) }];
    return a.caption ? ['figure', {}, img, ['figcaption', {}, a.caption]] : ['figure', {}, img];
  },
  addNodeView() {
    return ReactNodeViewRenderer(FigureView);
  },
  addProseMirrorPlugins() {
    const { onRemoved } = this.options;
    const editor = this.editor;
    return [
      new Plugin({
        props: {
          handleTextInput: (view, _from, _to, text) => {
            if (!selectedPhoto(view.state)) return false;
            view.dispatch(cursorAfter(view.state.tr, view.state.selection.to).insertText(text).scrollIntoView());
            return true;
          },
          handleKeyDown: (view, event) => {
            if (!selectedPhoto(view.state)) return false;
            if (event.key === 'Enter') {
              view.dispatch(cursorAfter(view.state.tr, view.state.selection.to).scrollIntoView());
              return true;
            }
            if (event.key === 'Backspace' || event.key === 'Delete') {
              view.dispatch(view.state.tr.deleteSelection().scrollIntoView());
              onRemoved(() => editor.chain().focus().undo().run());
              return true;
            }
            return false;
          },
        },
      }),
    ];
  },
});
