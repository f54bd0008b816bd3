import { zodResolver } from '@hookform/resolvers/zod';
import { API, BlogPostAdminSchema, DUTCH_REQUIRED_MESSAGE, postLanguages, type BlogPostAdmin } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { useConfirm } from '../../ui/alert-dialog';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/toast';
import { GalleryPickButton } from '../components/gallery-picker';
import { ImagePickButton } from '../components/image-pick-button';
import { FieldError } from '../components/field-error';
import { LoadingState, PageHeader } from '../components/page-header';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { queryKeys, toastFailure, useAdminQuery } from '../hooks/use-admin-query';
import { PostStatsLine } from '../components/stats/item-stats';
import { useAdminT } from '../i18n';
import { isImageFile } from '../lib/admin-api';
import { useAdminApi } from '../lib/admin-context';
import { BLOG_LANGUAGES, blogFormSchema, slugPreview, toBlogFormValues, type BlogFormValues, type BlogLanguage, type BlogPayload } from '../lib/blog-form';

const RichTextEditor = lazy(() => import('../components/rich-text-editor/rich-text-editor'));

const suffix = (lang: BlogLanguage) => (lang === 'nl' ? 'Nl' : lang === 'en' ? 'En' : 'Sv');

function BlogForm({ post }: { post: BlogPostAdmin | null }) {
  const t = useAdminT();
  const api = useAdminApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<BlogLanguage>('nl');
  const [uploading, setUploading] = useState(false);
  const leaving = useRef(false);
  const { confirm, dialog } = useConfirm();
  // Publishing a text in Dutch only is asked about once per edit.
  const dutchOnlyAccepted = useRef(false);
  const form = useForm<BlogFormValues, unknown, BlogPayload>({
    resolver: zodResolver(blogFormSchema) as unknown as Resolver<BlogFormValues, unknown, BlogPayload>,
    defaultValues: toBlogFormValues(post),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const titleNl = form.watch('titleNl');
  const featuredImage = form.watch('featuredImage');
  const dutchError = errors.titleNl?.message === DUTCH_REQUIRED_MESSAGE || errors.contentNl?.message === DUTCH_REQUIRED_MESSAGE;

  const save = useMutation({
    mutationFn: (payload: BlogPayload) =>
      post ? api.send('PUT', API.admin.blogPost(post.id), payload, BlogPostAdminSchema) : api.send('POST', API.admin.blogPosts, payload, BlogPostAdminSchema),
    onSuccess: (saved) => {
      toast({ title: post ? t('blog.updatedSuccessfully') : t('blog.createdSuccessfully') });
      queryClient.setQueryData(queryKeys.blogPost(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.blogPostPages, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      leaving.current = true;
      navigate('/admin/blog');
    },
    onError: (error) => toastFailure(error, t('blog.saveFailed'), errorMessage(error, '') || undefined),
  });

  /** True when the post may go out as it is: it is not being published in Dutch only, or the photographer said so. */
  const dutchOnlyOk = async (payload: BlogPayload) => {
    if (!payload.isPublished || dutchOnlyAccepted.current || postLanguages(payload).some((l) => l !== 'nl')) return true;
    const ok = await confirm({
      title: t('blog.dutchOnlyTitle'),
      description: t('blog.dutchOnlyText'),
      confirmLabel: t('blog.dutchOnlyPublish'),
      cancelLabel: t('blog.dutchOnlyTranslate'),
      destructive: false,
    });
    dutchOnlyAccepted.current = ok;
    return ok;
  };

  const onSubmit = form.handleSubmit(
    async (payload) => {
      if (!(await dutchOnlyOk(payload))) {
        setTab('en');
        return;
      }
      await save.mutateAsync(payload).catch(() => undefined);
    },
    (invalid) => {
      // The tab of the first refused field opens; the toast says why, as the field does.
      const fields = BLOG_LANGUAGES.flatMap((lang) => (['title', 'excerpt', 'content'] as const).map((f) => ({ lang, name: `${f}${suffix(lang)}` as const })));
      const first = fields.find((f) => invalid[f.name]);
      if (!first) return;
      setTab(first.lang);
      toast({ title: invalid[first.name]?.message ?? DUTCH_REQUIRED_MESSAGE, variant: 'destructive' });
    },
  );

  const uploadFeatured = async (file: File | undefined) => {
    if (!file || !isImageFile(file)) return;
    setUploading(true);
    try {
      const result = await api.uploadFile(file);
      form.setValue('featuredImage', result.url, { shouldDirty: true });
      form.setValue('featuredMediaHash', result.hash, { shouldDirty: true });
    } catch (error) {
      // A featured-image upload failure is only logged.
      console.error('Featured image upload failed', error);
    } finally {
      setUploading(false);
    }
  };

  const uploadEditorImage = (file: File) => api.uploadFile(file);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <UnsavedChangesGuard when={() => isDirty && !leaving.current} />
      {dialog}
      {dutchError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {DUTCH_REQUIRED_MESSAGE}
        </p>
      ) : null}
      <Card>
        <CardContent className="grid gap-5 pt-6">
          <div className="grid gap-2">
            <Label htmlFor="blog-slug">{t('blog.slug')}</Label>
            <Input id="blog-slug" value={slugPreview(titleNl)} readOnly aria-describedby="blog-slug-hint" className="bg-muted font-mono" data-testid="slug-preview" />
            <p id="blog-slug-hint" className="text-xs text-muted-foreground">
              {t('blog.slugHint')}
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="blog-featured">{t('blog.featuredImage')}</Label>
            <div className="flex gap-2">
              <Input id="blog-featured" placeholder="https://" {...form.register('featuredImage', { onChange: () => form.setValue('featuredMediaHash', '') })} />
              <ImagePickButton
                label={t('blog.uploadImage')}
                busyLabel={t('blog.uploading')}
                busy={uploading}
                onFile={(file) => void uploadFeatured(file)}
                testId="featured-image-input"
              />
              <GalleryPickButton
                label={t('blog.chooseFromGallery')}
                onPick={(photo) => {
                  form.setValue('featuredImage', photo.url, { shouldDirty: true });
                  form.setValue('featuredMediaHash', photo.mediaHash, { shouldDirty: true });
                }}
              />
            </div>
            {featuredImage ? <img src={featuredImage} alt="" className="mt-2 h-32 w-auto max-w-xs rounded-md object-cover" /> : null}
          </div>
          <Controller
            control={form.control}
            name="isPublished"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox id="blog-published" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                <Label htmlFor="blog-published">{t('blog.publishedLabel')}</Label>
              </div>
            )}
          />
        </CardContent>
      </Card>

      <Tabs value={tab} onValueChange={(v) => setTab(v as BlogLanguage)}>
        <TabsList>
          {BLOG_LANGUAGES.map((lang) => (
            <TabsTrigger key={lang} value={lang}>
              {t(`blog.tab${suffix(lang)}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {BLOG_LANGUAGES.map((lang) => {
          const s = suffix(lang);
          const titleName = `title${s}` as const;
          const excerptName = `excerpt${s}` as const;
          const contentName = `content${s}` as const;
          return (
            // Kept mounted so each editor keeps its own undo history while another tab is shown.
            <TabsContent key={lang} value={lang} forceMount className="data-[state=inactive]:hidden">
              <Card>
                <CardContent className="grid gap-5 pt-6">
                  <div className="grid gap-2">
                    <Label htmlFor={`blog-title-${lang}`}>{t('blog.titleLabel')}</Label>
                    <Input id={`blog-title-${lang}`} aria-invalid={!!errors[titleName]} {...form.register(titleName)} />
                    {errors[titleName]?.message !== DUTCH_REQUIRED_MESSAGE ? <FieldError message={errors[titleName]?.message} /> : null}
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor={`blog-excerpt-${lang}`}>{t('blog.excerptLabel')}</Label>
                    <Textarea id={`blog-excerpt-${lang}`} rows={3} {...form.register(excerptName)} />
                    <FieldError message={errors[excerptName]?.message} />
                  </div>
                  <div className="grid gap-2">
                    <Label id={`blog-content-label-${lang}`}>{t('blog.contentLabel')}</Label>
                    <Controller
                      control={form.control}
                      name={contentName}
                      render={({ field }) => (
                        <Suspense fallback={<LoadingState label={t('blog.loadingEditor')} />}>
                          <RichTextEditor
                            value={field.value}
                            onChange={field.onChange}
                            onUploadImage={uploadEditorImage}
                            label={`${t('blog.contentLabel')} (${lang.toUpperCase()})`}
                            language={lang}
                            invalid={!!errors[contentName]}
                          />
                        </Suspense>
                      )}
                    />
                    {errors[contentName]?.message !== DUTCH_REQUIRED_MESSAGE ? <FieldError message={errors[contentName]?.message} /> : null}
                  </div>
                </CardContent>
              </Card>
            </TabsContent>
          );
        })}
      </Tabs>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => navigate('/admin/blog')}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting || save.isPending}>
          {save.isPending ? t('common.saving') : post ? t('blog.update') : t('blog.create')}
        </Button>
      </div>
    </form>
  );
}

/** Multilingual blog editor. */
export default function BlogEditScreen() {
  const t = useAdminT();
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const post = useAdminQuery(queryKeys.blogPost(id ?? 'new'), API.admin.blogPost(id ?? ''), BlogPostAdminSchema, {
    enabled: !isNew,
    errorTitle: t('blog.loadOneFailed'),
  });
  return (
    <>
      <Link to="/admin/blog" className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('blog.back')}
      </Link>
      <PageHeader title={isNew ? t('blog.newTitle') : t('blog.editTitle')} />
      {post.data ? <PostStatsLine id={post.data.id} /> : null}
      {isNew ? <BlogForm post={null} /> : post.data ? <BlogForm key={post.data.id} post={post.data} /> : post.isPending ? <LoadingState label={t('common.loading')} /> : null}
    </>
  );
}
