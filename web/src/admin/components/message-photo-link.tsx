import { Link } from 'react-router-dom';
import { useAdminT } from '../i18n';

/** The photo a message is about: "License this photo" puts the photo's address in the message. */
export function photoIdInMessage(text: string): number | null {
  const match = /\/(?:en|sv|nl)\/gallery\/(\d+)\b/.exec(text);
  return match ? Number(match[1]) : null;
}

/** A link from a message to the edit page of the photo it names, when it names one. */
export function MessagePhotoLink({ text }: { text: string }) {
  const t = useAdminT();
  const id = photoIdInMessage(text);
  if (id === null) return null;
  return (
    <Link to={`/admin/gallery/${id}/edit`} className="text-sm font-medium text-primary underline-offset-4 hover:underline" data-testid="message-photo-link">
      {t('messages.openPhoto', { id })}
    </Link>
  );
}
