import { useAdminT } from '../i18n';
import { Button } from '../../ui/button';
import { DialogFooter } from '../../ui/dialog';

/** A form dialog's Cancel and Save buttons; Save reads "Saving…" while the request runs. */
export function SaveCancelFooter({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  const t = useAdminT();
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t('common.saving') : t('common.save')}
      </Button>
    </DialogFooter>
  );
}
