import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './fixtures';

test.describe('admin dashboard backups card', () => {
  test('shows the last backup and the schedule (none on the test server)', async ({ page }) => {
    await signInAsAdmin(page);
    const card = page.getByTestId('backup-card');
    await expect(card).toBeVisible();
    await expect(card.getByText('Backups', { exact: true })).toBeVisible();
    await expect(page.getByTestId('backup-last')).toHaveText('No backup made by the server yet');
    // In the photographer's words, with where the setup guide says how, and no setting's name.
    await expect(card).toContainText('No automatic backups yet');
    await expect(card.getByTestId('setup-note-backups')).toContainText('docs/configuration.md, section “Backups”');
    await expect(card).not.toContainText('BACKUP_DIR');
  });
});
