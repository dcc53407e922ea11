import { expect, test } from '@playwright/test';
import { createReadyAccount, useSession } from './support/accounts.js';
import { connectScannedSample } from './support/sample-repository.js';

test('issue comments: written, listed with author and time, Markdown rendered, HTML shown as text', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createReadyAccount(request);
  await connectScannedSample(request, account.token);
  const issues = await request.get('/api/drift-issues?limit=1', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  const { data } = (await issues.json()) as { data: Array<{ key: string }> };
  const key = data[0]?.key;
  if (!key) throw new Error('The sample scan raised no issue');
  await useSession(page, account.token);
  await page.goto(`/drift-issues/${key}`);

  const comments = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Comments', exact: true }) });
  await expect(comments.getByText('No comments yet. Start the conversation below.')).toBeVisible();

  // An empty comment is refused next to the box, before anything is sent.
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments.getByText('Please enter a comment')).toBeVisible();

  await comments
    .getByLabel('Add a comment')
    .fill('The **docs** still say `createOrder`; see [the guide](https://example.com/guide).');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  const list = comments.getByRole('list', { name: 'Comments' });
  const first = list.getByRole('listitem').first();
  await expect(first.locator('strong')).toHaveText('docs');
  await expect(first.locator('code')).toHaveText('createOrder');
  const link = first.getByRole('link', { name: 'the guide' });
  await expect(link).toHaveAttribute('href', 'https://example.com/guide');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(first.getByText(account.name, { exact: true })).toBeVisible();
  await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(comments.getByLabel('Add a comment')).toHaveValue('');

  // HTML is the author's text, never markup: no script runs and no element is made.
  await comments.getByLabel('Add a comment').fill('<script>window.injected = true</script> <b>bold?</b>');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  const second = list.getByRole('listitem').nth(1);
  await expect(second).toContainText('<script>window.injected = true</script> <b>bold?</b>');
  await expect(second.locator('script, b')).toHaveCount(0);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  await expect(comments.getByText('2 comments')).toBeVisible();

  // Newest last, and still there after a reload.
  await page.reload();
  const reloaded = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
  await expect(reloaded).toHaveCount(2);
  await expect(reloaded.last()).toContainText('<script>');
});
