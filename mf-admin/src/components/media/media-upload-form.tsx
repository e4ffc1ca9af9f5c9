import { useId, useState } from 'react';
import { z } from 'zod';
import { showToast } from '@site/shared/api';
import type { MediaAsset } from '@site/shared/media';
import { acceptAttribute } from '@site/shared/uploads';
import { Field, Form, Input } from '@site/shared/ui';
import { Button } from '@site/shared/ui/core';
import { useAdminT } from '../../locales';
import { addMedia } from '../../lib/media-api';
import './media.css';

const alt = z.string().trim().min(1, 'media.errors.alt').max(300);
const schema = z.object({
  file: z.custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList && value.length === 1, 'media.errors.file'),
  altEn: alt,
  altAr: alt,
});

/** Upload one image, audio or video with its alt text in both languages (both required). */
export function MediaUploadForm({ onAdded }: { onAdded: (asset: MediaAsset) => unknown }) {
  const { t } = useAdminT();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <Form
      schema={schema}
      aria-label={t('media.upload.label')}
      failure={{ fallback: t('media.upload.failed') }}
      onSubmit={async (values, methods) => {
        setProgress(0);
        try {
          const asset = await addMedia(values.file[0]!, { en: values.altEn, ar: values.altAr }, (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : null));
          showToast((toast) => toast.success(t('media.upload.done')));
          methods.reset();
          await onAdded(asset);
        } finally {
          setProgress(null);
        }
      }}
    >
      {({ register, formState }) => {
        const message = (key: 'file' | 'altEn' | 'altAr') => {
          const error = formState.errors[key]?.message;
          return typeof error === 'string' ? t(error) : undefined;
        };
        return (
          <div className="ad-media-form">
            <Field label={t('media.upload.file')} error={message('file')} hint={t('media.upload.fileHint')} required>
              <Input type="file" accept={acceptAttribute('media')} {...register('file')} />
            </Field>
            <Field label={t('media.upload.altAr')} error={message('altAr')} required>
              <Input lang="ar" dir="rtl" {...register('altAr')} />
            </Field>
            <Field label={t('media.upload.altEn')} error={message('altEn')} required>
              <Input lang="en" dir="ltr" {...register('altEn')} />
            </Field>
            <Button type="submit" loading={formState.isSubmitting} aria-describedby={progress !== null ? `${id}-progress` : undefined}>{t('media.upload.submit')}</Button>
            {progress !== null && <progress id={`${id}-progress`} max={100} value={progress} aria-label={t('media.upload.progress')} />}
          </div>
        );
      }}
    </Form>
  );
}
