import { addressWithNote, FORM_INTENT_FIELD, FORM_REPLY_KEY, sentNote, type FormReply, type PageForm, type SentNote } from '@portfolio/shared/page-forms';
import { useLocation } from '../router';
import { useLanguage } from './language-context';
import { usePageData } from './page-data';

interface PageFormState {
  /** Where the form posts without scripts: the page it is on, scrolled back to the form. */
  action: string;
  /** What the server refused the last time this form was sent without scripts, or null. */
  reply: FormReply | null;
  /** The note of a form sent without scripts that the address carries (`?sent=`), or null. */
  note: SentNote | null;
}

/**
 * A public form that works without scripts too (progressive enhancement): it posts to its own
 * page, which the server answers with the page showing the reasons (and what was typed), or by
 * leading to the page with a note of success. With scripts the form sends through the API instead.
 */
export function usePageForm(form: PageForm, anchor: string): PageFormState {
  const { pathname, search } = useLocation();
  const entry = usePageData().entry(FORM_REPLY_KEY);
  const reply = entry.status === 'ok' && (entry.data as FormReply | null)?.form === form ? (entry.data as FormReply) : null;
  return { action: addressWithNote(pathname + search, null, anchor), reply, note: sentNote(search) };
}

/** The hidden fields that tell the server which form was sent, and in which language the page was. */
export function PageFormFields({ form }: { form: PageForm }) {
  const { language } = useLanguage();
  return (
    <>
      <input type="hidden" name={FORM_INTENT_FIELD} value={form} />
      <input type="hidden" name="language" value={language} />
    </>
  );
}

/** The note a form sent without scripts leads to, where the form is. */
export function SentNoteText({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="mb-5 rounded-md border border-gold/40 bg-gold/10 p-4 text-left text-sm text-foreground" data-testid="form-sent">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-muted-foreground">{text}</p>
    </div>
  );
}
