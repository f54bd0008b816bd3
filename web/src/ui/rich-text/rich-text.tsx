import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { renderContent, type ContentImages } from './render-content';

export { renderContent, type ContentImages, type RenderedContent } from './render-content';

/** Renders stored rich text (sanitized when written) with article typography; `empty` and `error` fill the other states. */
export function RichText({
  content,
  images,
  empty,
  error,
  className,
  lang,
}: {
  content: unknown;
  /** The text's language when it is not the page's (a Dutch text on an English page). */
  lang?: string;
  /** Sizes of the photos in the text, by URL. */
  images?: ContentImages;
  empty: React.ReactNode;
  error: React.ReactNode;
  className?: string;
}) {
  const result = useMemo(() => renderContent(content, images), [content, images]);
  if (result.status === 'empty') return <p className="text-muted-foreground">{empty}</p>;
  if (result.status === 'error') return <p role="alert" className="text-destructive-foreground">{error}</p>;
  return <div lang={lang} className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: result.html }} />;
}
