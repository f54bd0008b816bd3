import { API, BlogPostAdminListItemSchema, type BlogPostAdminListItem } from '@portfolio/shared';
import { Eye, FileText, ImageOff, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { useConfirm } from '../../ui/alert-dialog';
import { EmptyState, LoadingState, PageHeader } from '../components/page-header';
import { LanguageMarkers } from '../components/language-markers';
import { SendNewsletterDialog } from '../components/send-newsletter-dialog';
import { LoadMore } from '../components/load-more';
import { queryKeys, useDeleteById } from '../hooks/use-admin-query';
import { usePagedList } from '../hooks/use-paged-list';
import { useAdminT } from '../i18n';
import { useOpenExternal, usePlatform } from '../lib/admin-context';
import { formatDate } from '../lib/format';

function PostRow({ post, onDelete, onSend }: { post: BlogPostAdminListItem; onDelete: () => void; onSend: () => void }) {
  const t = useAdminT();
  const platform = usePlatform();
  const openExternal = useOpenExternal();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center" data-testid="blog-row">
      <div className="flex h-20 w-full shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted sm:w-32">
        {post.headerImage ? (
          <img src={post.headerImage} alt="" className="h-full w-full object-cover" loading="lazy" />
        ) : (
          <ImageOff className="size-6 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate font-semibold">{post.title}</h2>
          <Badge variant={post.isPublished ? 'success' : 'secondary'}>{post.isPublished ? t('blog.published') : t('blog.draft')}</Badge>
          <LanguageMarkers has={post.languages} />
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          {post.isPublished && post.publishedAt ? formatDate(post.publishedAt) : t('blog.notPublished')} · {t('blog.views', { count: post.viewCount })}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {post.isPublished ? (
          <Button variant="outline" size="icon" aria-label={`${t('newsletter.send')}: ${post.title}`} title={t('newsletter.send')} onClick={onSend}>
            <Send aria-hidden="true" />
          </Button>
        ) : null}
        <Button variant="outline" size="icon" aria-label={`${t('blog.view')}: ${post.title}`} onClick={() => openExternal(`${platform.apiBaseUrl}/blog/${post.slug}`)}>
          <Eye aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" asChild>
          <Link to={`/admin/blog/${post.id}`} aria-label={`${t('common.edit')}: ${post.title}`}>
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
        <Button variant="outline" size="icon" aria-label={`${t('common.delete')}: ${post.title}`} onClick={onDelete}>
          <Trash2 className="text-destructive" aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}

/** Blog posts: thumbnail, status, date, views; view, edit and delete. */
export function BlogListScreen() {
  const t = useAdminT();
  const { confirm, dialog } = useConfirm();
  const [sending, setSending] = useState<BlogPostAdminListItem | null>(null);
  const posts = usePagedList(queryKeys.blogPostPages, API.admin.blogPosts, BlogPostAdminListItemSchema, { errorTitle: t('blog.loadFailed') });

  const remove = useDeleteById(API.admin.blogPost, { deleted: t('blog.deleted'), failed: t('blog.deleteFailed'), refresh: [queryKeys.blogPosts, queryKeys.stats] });

  const askDelete = async (post: BlogPostAdminListItem) => {
    if (await confirm({ title: t('blog.deleteConfirm'), confirmLabel: t('common.delete'), cancelLabel: t('common.cancel') })) remove.mutate(post.id);
  };

  return (
    <>
      <PageHeader
        title={t('blog.title')}
        actions={
          <Button asChild>
            <Link to="/admin/blog/new">
              <Plus aria-hidden="true" />
              {t('blog.newPost')}
            </Link>
          </Button>
        }
      />
      {posts.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : posts.rows && posts.rows.length > 0 ? (
        <>
          <div className="grid gap-3">
            {posts.rows.map((post) => (
              <PostRow key={post.id} post={post} onDelete={() => void askDelete(post)} onSend={() => setSending(post)} />
            ))}
          </div>
          <LoadMore shown={posts.rows.length} total={posts.total} hasMore={posts.hasMore} loading={posts.loadingMore} onMore={posts.loadMore} />
        </>
      ) : posts.rows ? (
        <EmptyState
          icon={<FileText />}
          title={t('blog.empty')}
          action={
            <Button asChild>
              <Link to="/admin/blog/new">{t('blog.createFirst')}</Link>
            </Button>
          }
        />
      ) : null}
      {sending ? <SendNewsletterDialog post={sending} onClose={() => setSending(null)} /> : null}
      {dialog}
    </>
  );
}
