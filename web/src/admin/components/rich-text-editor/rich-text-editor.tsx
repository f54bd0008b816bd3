import {
  EDITOR_HEADING_LEVELS,
  EDITOR_MIN_HEIGHT_PX,
  EMBED_VIDEO_HEIGHT,
  EMBED_VIDEO_WIDTH,
  UNDO_GROUP_DELAY_MS,
  UNDO_HISTORY_DEPTH,
} from '@portfolio/shared';
import Youtube from '@tiptap/extension-youtube';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, ImagePlus, Images, Italic, Link as LinkIcon, List, Loader2, Quote, Redo2, Undo2, Video, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { toast } from '../../../ui/toast';
import { useAdminT } from '../../i18n';
import './editor.css';
import { GalleryPickerDialog, isStored } from '../gallery-picker';
import { MediaImage } from './media-image';
import { insertPhoto, PhotoFigure } from './photo-figure';
import { isAllowedLinkHref, isYouTubeUrl, normalizeLinkUrl, parseEditorContent } from './editor-urls';

export interface RichTextEditorProps {
  /** Stored content: a JSON document string, HTML, or ''. */
  value: string;
  /** Called with JSON.stringify(editor.getJSON()), or '' when the editor is empty. */
  onChange: (value: string) => void;
  /** Uploads an image and resolves with its URL and key (POST /api/admin/upload). */
  onUploadImage: (file: File) => Promise<{ url: string; hash: string }>;
  /** Accessible name of the editing area. */
  label: string;
  /** The language this text is written in (its photos' alt texts and captions too). */
  language: string;
  id?: string;
  invalid?: boolean;
}

function ToolbarButton({ icon: Icon, label, onClick, active, disabled }: { icon: LucideIcon; label: string; onClick: () => void; active?: boolean; disabled?: boolean }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40',
        active && 'bg-accent text-foreground',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

function Toolbar({ editor, onUploadImage, language }: { editor: Editor; onUploadImage: RichTextEditorProps['onUploadImage']; language: string }) {
  const t = useAdminT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [picking, setPicking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const setLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const input = window.prompt(t('editor.linkPrompt'), current ?? 'https://');
    if (input === null) return;
    if (input.trim() === '' || input.trim() === 'https://') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    const href = normalizeLinkUrl(input);
    if (!href) {
      toast({ title: t('editor.invalidLink'), variant: 'destructive' });
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const addVideo = () => {
    const input = window.prompt(t('editor.videoPrompt'));
    if (input === null || input.trim() === '') return;
    if (!isYouTubeUrl(input) || !editor.chain().focus().setYoutubeVideo({ src: input.trim(), width: EMBED_VIDEO_WIDTH, height: EMBED_VIDEO_HEIGHT }).run()) {
      toast({ title: t('editor.invalidVideo'), variant: 'destructive' });
    }
  };

  const uploadImage = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ title: t('editor.imagesOnly'), variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      const { url, hash } = await onUploadImage(file);
      // The alt text is the photographer's to write, in this text's language (the field asks for it).
      insertPhoto(editor, { src: url, alt: '', caption: '', media: hash });
      toast({ title: t('editor.imageUploaded') });
    } catch (error) {
      console.error('Editor image upload failed', error);
      toast({ title: t('editor.imageUploadFailed'), variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div role="toolbar" aria-label={t('blog.contentLabel')} className="flex flex-wrap items-center gap-0.5 border-b border-border bg-muted/50 p-1">
      <ToolbarButton icon={Bold} label={t('editor.bold')} active={state.bold} onClick={() => editor.chain().focus().toggleBold().run()} />
      <ToolbarButton icon={Italic} label={t('editor.italic')} active={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()} />
      <ToolbarButton icon={Heading2} label={t('editor.heading2')} active={state.h2} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()} />
      <ToolbarButton icon={Heading3} label={t('editor.heading3')} active={state.h3} onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()} />
      <ToolbarButton icon={List} label={t('editor.bulletList')} active={state.bullet} onClick={() => editor.chain().focus().toggleBulletList().run()} />
      <ToolbarButton icon={Quote} label={t('editor.quote')} active={state.quote} onClick={() => editor.chain().focus().toggleBlockquote().run()} />
      <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
      <ToolbarButton icon={LinkIcon} label={t('editor.link')} active={state.link} onClick={setLink} />
      <ToolbarButton icon={uploading ? Loader2 : ImagePlus} label={t('editor.image')} disabled={uploading} onClick={() => fileInput.current?.click()} />
      <ToolbarButton icon={Images} label={t('editor.fromGallery')} onClick={() => setPicking(true)} />
      <ToolbarButton icon={Video} label={t('editor.video')} onClick={addVideo} />
      <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
      <ToolbarButton icon={Undo2} label={t('editor.undo')} disabled={!state.canUndo} onClick={() => editor.chain().focus().undo().run()} />
      <ToolbarButton icon={Redo2} label={t('editor.redo')} disabled={!state.canRedo} onClick={() => editor.chain().focus().redo().run()} />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="editor-image-input"
        onChange={(e) => {
          void uploadImage(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {picking ? (
        <GalleryPickerDialog
          title={t('picker.title')}
          description={t('picker.insertDescription')}
          storedPhotos
          onClose={() => setPicking(false)}
          pick={{
            many: (photos) => {
              setPicking(false);
              for (const photo of photos.filter(isStored)) {
                // The gallery's alt text is Dutch: a start for a Dutch text only.
                insertPhoto(editor, { src: photo.url, alt: language === 'nl' ? photo.alt : '', caption: '', media: photo.mediaHash });
              }
            },
            confirmLabel: (count) => t('picker.insert', { count }),
          }}
        />
      ) : null}
    </div>
  );
}

/** TipTap editor of the blog form: loaded lazily, only by the blog editor route. */
export default function RichTextEditor({ value, onChange, onUploadImage, label, language, id, invalid }: RichTextEditorProps) {
  const t = useAdminT();
  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [...EDITOR_HEADING_LEVELS] },
        undoRedo: { depth: UNDO_HISTORY_DEPTH, newGroupDelay: UNDO_GROUP_DELAY_MS },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          isAllowedUri: (url) => isAllowedLinkHref(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
      MediaImage.configure({ allowBase64: false }),
      PhotoFigure.configure({
        language,
        onRemoved: (undo) =>
          toast({
            title: t('editor.photoRemoved'),
            description: (
              <button type="button" className="font-medium underline" onClick={undo}>
                {t('editor.undoRemove')}
              </button>
            ),
            duration: 10_000,
          }),
      }),
      Youtube.configure({ nocookie: true, width: EMBED_VIDEO_WIDTH, height: EMBED_VIDEO_HEIGHT, controls: false }),
    ],
    content: parseEditorContent(value),
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'prose-admin max-w-none px-4 py-3 focus:outline-none',
        style: `min-height:${EDITOR_MIN_HEIGHT_PX}px`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : JSON.stringify(e.getJSON())),
  });

  return (
    <div className={cn('overflow-hidden rounded-md border bg-background', invalid ? 'border-destructive' : 'border-input')} data-testid="rich-text-editor">
      {editor ? <Toolbar editor={editor} onUploadImage={onUploadImage} language={language} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
