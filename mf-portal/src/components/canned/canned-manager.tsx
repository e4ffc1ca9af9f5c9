import { useState } from 'react';
import toast from 'react-hot-toast';
import type { CannedInput, CannedResponse } from '@site/shared/desk';
import { Button } from '@site/shared/ui';
import { usePortalT, useTicketsT } from '../../locales';
import { ConfirmDialog } from '../confirm-dialog';
import { ModalDialog } from '../modal-dialog';
import { cannedApi } from './canned-api';
import { CannedForm } from './canned-form';
import { useCannedResponses } from './use-canned';
import './canned.css';

type Editing = { item?: CannedResponse } | null;

function CannedItem({ item, onEdit, onDelete }: { item: CannedResponse; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = usePortalT();
  const { t: tt } = useTicketsT();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <li className="cn-item">
      <p className="cn-item-head">
        <span className="cn-shortcut" dir="ltr">/{item.shortcut}</span> <bdi className="cn-title">{item.title[lang]}</bdi>{' '}
        <span className="cn-tag">{item.department ? tt(`departments.${item.department}`) : t('canned.fields.anyDepartment')}</span>
      </p>
      <p className="cn-item-body" dir="auto">{item.body[lang]}</p>
      {!item.shared && (
        <div className="pt-actions">
          <Button variant="secondary" onClick={onEdit} aria-label={t('canned.manage.editOne', { shortcut: item.shortcut })}>{t('canned.manage.edit')}</Button>
          <Button variant="ghost" onClick={onDelete} aria-label={t('canned.manage.deleteOne', { shortcut: item.shortcut })}>{t('canned.manage.delete')}</Button>
        </div>
      )}
    </li>
  );
}

/**
 * "My saved replies", from the desk's header: the agent adds, changes and deletes their own
 * replies; the shared ones are listed for reference (administrators manage them).
 */
export function CannedManager() {
  const { t } = usePortalT();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CannedResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, mutate } = useCannedResponses(open);
  const mine = (data ?? []).filter((item) => !item.shared);
  const shared = (data ?? []).filter((item) => item.shared);

  const save = async (input: CannedInput) => {
    if (editing?.item) await cannedApi.update(editing.item.id, input);
    else await cannedApi.create(input);
    await mutate();
    setEditing(null);
    toast.success(t('canned.manage.saved'));
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await cannedApi.remove(removing.id);
      await mutate();
      toast.success(t('canned.manage.deleted'));
    } catch {
      toast.error(t('inbox.failed'));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>{t('canned.manage.open')}</Button>
      <ModalDialog open={open} onClose={() => { setOpen(false); setEditing(null); }} label={t('canned.manage.title')} className="cn-manager">
        <h2 className="pt-section-title">{t('canned.manage.title')}</h2>
        {editing ? (
          <CannedForm key={editing.item?.id ?? 'new'} item={editing.item} onSave={save} onCancel={() => setEditing(null)} />
        ) : (
          <>
            <div className="pt-actions">
              <Button onClick={() => setEditing({})}>{t('canned.manage.new')}</Button>
              <Button variant="ghost" onClick={() => setOpen(false)}>{t('canned.manage.close')}</Button>
            </div>
            <h3 className="cn-group">{t('canned.manage.mine')}</h3>
            {data && mine.length === 0 && <p className="pt-muted">{t('canned.manage.empty')}</p>}
            <ul className="cn-items" aria-label={t('canned.manage.mine')}>
              {mine.map((item) => (
                <CannedItem key={item.id} item={item} onEdit={() => setEditing({ item })} onDelete={() => setRemoving(item)} />
              ))}
            </ul>
            <h3 className="cn-group">{t('canned.manage.shared')}</h3>
            <p className="pt-muted">{t('canned.manage.sharedHint')}</p>
            <ul className="cn-items" aria-label={t('canned.manage.shared')}>
              {shared.map((item) => <CannedItem key={item.id} item={item} onEdit={() => undefined} onDelete={() => undefined} />)}
            </ul>
          </>
        )}
      </ModalDialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('canned.manage.deleteTitle')}
        message={t('canned.manage.deleteMessage', { shortcut: removing?.shortcut ?? '' })}
        confirmLabel={t('canned.manage.delete')}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
