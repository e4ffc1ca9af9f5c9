import { useMemo, useState } from 'react';
import { errorText, showToast } from '@site/shared/api';
import type { ContentType } from '@site/shared/content-editing';
import { FormProvider, useZodForm } from '@site/shared/ui';
import { Button } from '@site/shared/ui/core';
import { useAdminT } from '../../../locales';
import { contentApi, type ItemWithVersions } from '../api/content-api';
import { fieldsOf, fromForm, schemaOf, toForm } from '../fields';
import { FieldInput } from './field-input';
import { PreviewLinks } from './preview-links';
import { PublishPanel } from './publish-panel';

export interface ItemEditorProps {
  type: ContentType;
  id: string;
  /** The draft if there is one, else the live row (or a blank for a new item). */
  data: Record<string, unknown>;
  item: ItemWithVersions | null;
  mayPublish: boolean;
  onChanged: () => unknown;
  /** The draft was discarded: the form starts again from what the API now has. */
  onReplaced: () => unknown;
}

/** A step after saving the draft: preview, publish or schedule act on what was just saved. */
export type AfterSave = (data: Record<string, unknown>) => Promise<unknown>;

/**
 * Both languages of every field side by side. Every action saves the draft first, so a preview or
 * a publish is always of what the editor sees; failures show the API's reason (in the page's
 * language) above the actions, and focus stays where it was.
 */
export function ItemEditor({ type, id, data, item, mayPublish, onChanged, onReplaced }: ItemEditorProps) {
  const { t } = useAdminT();
  // Read once per mount: a save refreshes `data` but not the item's shape.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const specs = useMemo(() => fieldsOf(type, data), [type]);
  const schema = useMemo(() => schemaOf(specs), [specs]);
  const methods = useZodForm(schema, { defaultValues: toForm(specs, data) as never, shouldFocusError: true });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Saves the draft, then runs `next` on it; true when all went well. */
  const run = (next?: AfterSave) => new Promise<boolean>((resolve) => {
    void methods.handleSubmit(async (values) => {
      setFailure(null);
      setBusy(true);
      try {
        const draft = fromForm(specs, values);
        await contentApi.saveDraft(type, id, draft);
        if (next) await next(draft);
        else showToast((toast) => toast.success(t('content.saved')));
        resolve(true);
      } catch (error) {
        setFailure(errorText(error, t('content.failed')).message);
        resolve(false);
      } finally {
        setBusy(false);
        await onChanged();
      }
    }, () => resolve(false))();
  });

  return (
    <FormProvider {...methods}>
      <form className="ad-editor" aria-labelledby="ad-item-title" noValidate onSubmit={(event) => { event.preventDefault(); void run(); }}>
        <div className="ad-editor__fields">
          {specs.map((spec) => <FieldInput key={spec.key} spec={spec} />)}
        </div>
        <div className="ad-editor__actions" aria-busy={busy}>
          {failure && <div role="alert" className="ui-form__error"><p>{failure}</p></div>}
          <div className="ad-toolbar">
            <Button type="submit" loading={busy}>{t('content.saveDraft')}</Button>
            {item?.draft && (
              <Button type="button" variant="ghost" disabled={busy} onClick={() => {
                void contentApi.discardDraft(type, id).then(() => {
                  showToast((toast) => toast.success(t('content.discarded')));
                  return onReplaced();
                }, (error: unknown) => setFailure(errorText(error, t('content.failed')).message));
              }}>{t('content.discard')}</Button>
            )}
          </div>
          <PreviewLinks type={type} id={id} run={run} busy={busy} />
          {mayPublish && <PublishPanel type={type} id={id} specs={specs} run={run} busy={busy} publishAt={item?.draft?.publishAt ?? null} onChanged={onChanged} />}
        </div>
      </form>
    </FormProvider>
  );
}
