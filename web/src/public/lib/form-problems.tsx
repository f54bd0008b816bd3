import { fieldProblems, type FormProblem } from '@portfolio/shared/page-forms';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from './language-context';

export type Problem = FormProblem;

/**
 * The server's reasons by field when it refused a form (400 with issues, or 429), so the form can
 * show them next to the fields in the page's language; null for any other failure.
 */
export function serverProblems<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, Problem>> | null {
  if (!(error instanceof ApiError)) return null;
  return fieldProblems(error.status, error.issues, fields);
}

/** A field's reason, under it, read out by screen readers. */
export function FieldProblemText({ id, problem, values }: { id: string; problem: Problem | undefined; values?: Record<string, string | number> }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-left text-sm text-red-300" data-testid="field-problem">
      {t(`validation.${problem}`, values)}
    </p>
  );
}
