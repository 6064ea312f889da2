import { expect, test, type Page } from '@playwright/test';
import { closeOutbox, expectToast, freshEmail, freshMobile, lastOutboxId, readCode, registerEmailUser, smsTarget } from './account-helpers.ts';
import { expectPage, failOnPageErrors } from './helpers.ts';

test.afterAll(closeOutbox);

function fieldError(page: Page, field: string) {
  return page.locator(`[data-field="${field}"] .mall-field-error`);
}

test('the phone form checks the number, asks for consent, and the code page refuses a wrong code', async ({ page }) => {
  const errors = failOnPageErrors(page);
  const mobile = freshMobile();
  await page.goto('/pages/login/login');
  await expectPage(page, 'login/login');
  const getCode = page.getByRole('button', { name: 'Get verification code' });

  await getCode.click();
  await expect(fieldError(page, 'mobile')).toHaveText('Enter your mobile number');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('12ab34');
  await getCode.click();
  await expect(fieldError(page, 'mobile')).toHaveText("This doesn't look like a mobile number");

  // Without the box ticked, the app asks first; declining sends nothing.
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await getCode.click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText('Please read and agree');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expectPage(page, 'login/login');
  await expect(fieldError(page, 'mobile')).toHaveCount(0);
  expect(await lastOutboxId('sms', smsTarget(mobile))).toBe(0);

  await getCode.click();
  await dialog.getByRole('button', { name: 'Agree and continue' }).click();
  await expectPage(page, 'login/entercode');
  await expect(page.getByText(`+86 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`)).toBeVisible();
  await expect(page.getByTestId('resend-countdown')).toHaveText(/Resend in \d+ s/);
  const code = await readCode('sms', smsTarget(mobile));

  // A wrong code: the server's message, and the boxes empty for another try.
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  await page.getByTestId('code-input').click();
  await page.keyboard.type(wrong);
  await expect(page.locator('.mall-code-error')).toHaveText('The verification code is wrong');
  await expect(page.locator('.mall-code-field-cell').first()).toHaveText('');

  await page.keyboard.type(code);
  await expectToast(page, 'Welcome! Your account is ready');
  await expect(page).toHaveURL('/pages/index/user');
  await expectPage(page, 'index/user');
  expect(errors).toEqual([]);
});

test('the email form explains what is wrong, field by field', async ({ page, request }) => {
  const email = freshEmail('login');
  await registerEmailUser(request, email, 'Right1234', 'Bea');
  await page.goto('/pages/login/login?tab=email');
  await expectPage(page, 'login/login');
  const logIn = page.getByRole('button', { name: 'Log in', exact: true });

  await logIn.click();
  await expect(fieldError(page, 'email')).toHaveText('Enter your email address');
  await expect(fieldError(page, 'password')).toHaveText('Enter your password');

  await page.getByRole('textbox', { name: 'Email' }).fill('bea@');
  await page.getByRole('textbox', { name: 'Password' }).fill('Wrong1234');
  await logIn.click();
  await expect(fieldError(page, 'email')).toHaveText("This doesn't look like an email address");

  await page.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
  await page.getByTestId('consent').locator('.adm-checkbox-icon').click();
  await logIn.click();
  await expect(fieldError(page, 'password')).toHaveText('Wrong account or password');
  await expectPage(page, 'login/login');

  await page.getByRole('textbox', { name: 'Password' }).fill('Right1234');
  await logIn.click();
  await expectToast(page, 'Logged in');
  await expect(page).toHaveURL('/pages/index/user');
  await expect(page.getByTestId('account-name')).toHaveText('Bea');
});

test('an email without an account is offered registration when it asks for a login code', async ({ page }) => {
  const email = freshEmail('nobody');
  await page.goto('/pages/login/login?tab=email');
  await page.getByRole('button', { name: 'Log in with an email code' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByTestId('consent').locator('.adm-checkbox-icon').click();
  await page.getByTestId('send-code').click();
  const code = await readCode('email', email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(fieldError(page, 'email')).toHaveText('No account with this email; please register');
  await page.getByRole('button', { name: 'Register with this email' }).click();
  await expectPage(page, 'login/register');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
});

test('registering checks the password rules and offers a login for an email that has an account', async ({ page, request }) => {
  const taken = freshEmail('taken');
  await registerEmailUser(request, taken, 'Taken1234');
  await page.goto('/pages/login/register?redirect=%2Fpages%2Fuser%2Fsetting');
  await expectPage(page, 'login/register');

  await page.getByRole('textbox', { name: 'Create a password' }).fill('short');
  await expect(page.getByTestId('password-rules').locator('li[data-met="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(fieldError(page, 'email')).toHaveText('Enter your email address');
  await expect(fieldError(page, 'code')).toHaveText('Enter the verification code');
  await expect(fieldError(page, 'password')).toHaveText('Use 8-64 characters with at least one letter and one digit');

  await page.getByRole('textbox', { name: 'Email' }).fill(taken);
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await expect(page.getByTestId('email-taken')).toContainText('This email already has an account.');
  await page.getByRole('button', { name: 'Log in instead' }).click();
  await expectPage(page, 'login/login');
  await expect(page).toHaveURL('/pages/login/login?tab=email&redirect=%2Fpages%2Fuser%2Fsetting');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(taken);
});

test('an invite link shows its code and registers by mobile', async ({ page }) => {
  await page.goto('/pages/login/register?referrer=NOSUCH42');
  await expectPage(page, 'login/register');
  await expect(page.getByTestId('referrer')).toContainText('NOSUCH42');
  await expect(page.getByRole('textbox', { name: 'Invite code' })).toHaveValue('NOSUCH42');
  const mobile = freshMobile();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByTestId('send-code').click();
  const code = await readCode('sms', smsTarget(mobile));
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByTestId('consent').locator('.adm-checkbox-icon').click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  // Nobody has this invite code: the server says so, under the field.
  await expect(fieldError(page, 'invite')).toHaveText('The invite code is not valid');
});

test('Google and WeChat say they are not configured', async ({ page }) => {
  await page.goto('/pages/login/login');
  await page.locator('[data-provider="google"]').click();
  await expectToast(page, 'This login method is not configured');
  await page.locator('[data-provider="wechat"]').click();
  await expectToast(page, 'This login method is not configured');
  await expectPage(page, 'login/login');
});

test('the agreements open from the login page', async ({ page }) => {
  await page.goto('/pages/login/login');
  await page.getByTestId('consent').getByRole('link', { name: 'User Agreement' }).click();
  await expectPage(page, 'agreement/detail');
  await expect(page.getByTestId('agreement')).toHaveAttribute('data-code', 'user_agreement');
  await expect(page.getByTestId('agreement').locator('p.mall-agreement-paragraph').first()).toBeVisible();
  await page.locator('.adm-nav-bar-back').click();
  await expectPage(page, 'login/login');
  await page.getByTestId('consent').getByRole('link', { name: 'Privacy Policy' }).click();
  await expectPage(page, 'privacy/privacy');
  await expect(page.getByTestId('agreement')).toHaveAttribute('data-code', 'privacy_policy');
});
