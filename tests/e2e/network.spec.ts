import { APP_PORT } from '../../playwright.config';
import { idCheckChar } from '../upstream-stub/random';
import { expect, login, signedIn, stub, test, VIEWPORTS } from './helpers';

// The member network (issue 4): placement chart navigation and search, "add here" slots,
// the invitation chart's lazy tree, search and kept state, and both at 375 px.
// Seed 1, 200 members: operator's left child is menuop (VIP), its right child novip (not a
// VIP, no children); the left edge ends at m000004; m000164 is 22 levels down.

const chart = (page: import('@playwright/test').Page) => page.getByTestId('placement-chart');

test('placement chart: top, click to root, up, bottom left and right, levels', async ({ page }) => {
  await signedIn(page);
  await page.goto('/memberNode');
  await expect(chart(page)).toHaveAttribute('data-root', 'operator');
  await expect(chart(page)).toHaveAttribute('data-levels', '4');
  const root = page.getByTestId('node-operator');
  await expect(root.getByTestId('leg-left')).toContainText(/左 \d+ 人 · \S+ PV/);
  await expect(root.getByTestId('leg-right')).toContainText('右 1 人 · 300 PV'); // novip alone, a discount customer
  await expect(page.getByTestId('nav-top')).toBeDisabled();
  await expect(page.getByTestId('nav-up')).toBeDisabled();

  await page.getByTestId('node-menuop').click();
  await expect(chart(page)).toHaveAttribute('data-root', 'menuop');
  await page.getByTestId('nav-up').click();
  await expect(chart(page)).toHaveAttribute('data-root', 'operator');

  await page.getByTestId('nav-bottomLeft').click();
  await expect(chart(page)).toHaveAttribute('data-root', 'm000004');
  await page.getByTestId('nav-top').click();
  await expect(chart(page)).toHaveAttribute('data-root', 'operator');
  await page.getByTestId('nav-bottomRight').click();
  await expect(chart(page)).toHaveAttribute('data-root', 'novip');
  await page.getByTestId('nav-top').click();
  await expect(chart(page)).toHaveAttribute('data-root', 'operator');
  const nodes = chart(page).locator('[data-testid^="node-"]');
  const atFour = await nodes.count();

  await page.getByTestId('levels-select').locator('..').click();
  await page.getByRole('option', { name: '6' }).click();
  await expect(chart(page)).toHaveAttribute('data-levels', '6');
  expect(await nodes.count()).toBeGreaterThan(atFour);
});

test('placement chart: search inside the downline, and a clear message outside it', async ({ page }) => {
  await signedIn(page);
  await page.goto('/memberNode');
  await expect(chart(page)).toHaveAttribute('data-root', 'operator');
  await page.getByTestId('placement-search-input').fill('m000164');
  await page.getByTestId('placement-search-submit').click();
  await expect(chart(page)).toHaveAttribute('data-root', 'm000164');
  await expect(page.getByTestId('node-m000164')).toBeVisible();

  await page.getByTestId('placement-search-input').fill('nobody');
  await page.getByTestId('placement-search-submit').click();
  await expect(page.getByTestId('placement-message')).toContainText('不在您的团队中');
  await expect(chart(page)).toHaveAttribute('data-root', 'm000164'); // the chart stays where it was
});

test('placement chart: another operator\'s member is refused', async ({ page }) => {
  await signedIn(page, 'menuop');
  await page.goto('/memberNode');
  await expect(chart(page)).toHaveAttribute('data-root', 'menuop');
  await page.getByTestId('placement-search-input').fill('operator');
  await page.getByTestId('placement-search-submit').click();
  await expect(page.getByTestId('placement-message')).toContainText('不在您的团队中');
});

test('placement chart: an "add here" slot carries sponsor and side; zoom and fit', async ({ page }) => {
  await signedIn(page);
  await page.goto('/memberNode');
  await expect(page.getByTestId('node-novip')).toBeVisible();
  await expect(page.locator('[data-testid^="slot-novip-"]')).toHaveCount(0); // a non-VIP has no open slots
  await page.getByTestId('placement-search-input').fill('m000020'); // a VIP with an open right position
  await page.getByTestId('placement-search-submit').click();
  await expect(chart(page)).toHaveAttribute('data-root', 'm000020');
  await expect(page.getByTestId('slot-m000020-R')).toHaveAttribute('href', '/memberNode/register?sponsor=m000020&position=R');

  const zoom = page.getByTestId('zoom-level');
  const before = await zoom.textContent();
  await page.getByTestId('zoom-in').click();
  await expect(zoom).not.toHaveText(before!);
  await page.getByTestId('zoom-fit').click();
  await expect(zoom).toHaveText('100%'); // the small window fits unscaled
});

test('invitation chart: lazy expand, search with its path, refusal outside, state kept across tabs', async ({ page, context }) => {
  await context.addCookies([{ name: 'portal_settings', value: encodeURIComponent(JSON.stringify({ tab: true })), url: `http://localhost:${APP_PORT}` }]);
  await signedIn(page);
  await page.goto('/inviteNode');
  const menuop = page.getByTestId('invite-menuop');
  await expect(menuop).toContainText('VIP');
  await expect(page.getByTestId('invite-toggle-novip')).toBeHidden(); // no invitees
  await page.getByTestId('invite-toggle-menuop').click();
  await expect(menuop.getByRole('group').getByRole('treeitem').first()).toBeVisible();

  const tabs = page.getByTestId('tabs-bar');
  await tabs.locator('[data-tab="/home"]').click();
  await expect(page).toHaveURL(/\/home$/);
  await tabs.locator('[data-tab="/inviteNode"]').click();
  await expect(menuop).toHaveAttribute('aria-expanded', 'true');

  await page.getByTestId('invite-search-input').fill('m000199');
  await page.getByTestId('invite-search-submit').click();
  await expect(page.getByTestId('invite-m000199')).toBeVisible();
  await expect(page.getByTestId('invite-path')).toContainText('operator');
  await expect(page.getByTestId('invite-path')).toContainText('m000138');
  await page.getByTestId('invite-clear').click();
  await expect(menuop).toHaveAttribute('aria-expanded', 'true');

  await page.getByTestId('invite-search-input').fill('nobody');
  await page.getByTestId('invite-search-submit').click();
  await expect(page.getByTestId('invite-message')).toContainText('不在您的团队中');
});

test('at 375 px both charts are readable: three levels, no page overflow', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedIn(page);
  await page.goto('/memberNode');
  await expect(chart(page)).toHaveAttribute('data-levels', '3');
  await expect(page.getByTestId('node-operator')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/inviteNode');
  await expect(page.getByTestId('invite-menuop')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`promoter: grade and states, apply with confirmation, withdraw a pending one, at ${name} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signedIn(page);
    await page.goto('/extensionOfficer');
    await expect(page.getByTestId('promoter-grade')).toHaveText('优秀');
    const list = page.getByTestId('promoter-list');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('合格');

    await page.getByTestId('promoter-apply').click();
    await page.getByTestId('promoter-remark').fill('e2e apply');
    await page.getByTestId('confirm-cancel').click(); // cancelling sends nothing
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.getByTestId('promoter-apply').click();
    await page.getByTestId('promoter-remark').fill('e2e apply');
    await page.getByTestId('confirm-ok').click();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const pending = list.getByRole('listitem').first();
    await expect(pending).toContainText('申请中');
    await expect(pending).toContainText('e2e apply');
    await expect(page.getByTestId('promoter-apply')).toBeDisabled(); // one application in review at a time

    await pending.getByRole('button', { name: '撤回' }).click();
    await expect(page.getByTestId('confirm-dialog')).toContainText('确定撤回这条申请吗？');
    await page.getByTestId('confirm-ok').click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('promoter-apply')).toBeEnabled();
  });
}

// ——— Add member ———

type Page = import('@playwright/test').Page;
const unique = () => Date.now().toString(36).slice(-6) + Math.floor(Math.random() * 1e4);
const pick = async (page: Page, field: string, option: string) => {
  await page.getByTestId(`register-${field}`).locator('..').click();
  await page.getByRole('option', { name: option }).click();
};
const help = (page: Page, field: string) => page.getByTestId(`register-${field}-help`);
/** A resident ID no seeded member has (born 1950) with its right check character. */
const residentId = () => {
  const body = `1101051950${String(Date.now()).slice(-7)}`;
  return body + idCheckChar(body);
};
/** The form with nothing from an earlier test's draft, its region list loaded. */
async function openEmptyForm(page: Page) {
  await page.goto('/memberNode/register');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByTestId('register-province')).toBeAttached();
  await page.waitForLoadState('networkidle');
}

/** Fills a valid form (sponsor and side as given) and returns the account. */
async function fillMember(page: Page, { sponsor, referee, position }: { sponsor: string; referee: string; position: '左区' | '右区' }) {
  const id = unique();
  const account = `e2e${id}`;
  const fill = (field: string, value: string) => page.getByTestId(`register-${field}`).fill(value);
  await fill('username', account);
  await fill('password', 'secret1');
  await fill('password2', 'secret1');
  await fill('realname', '测试员');
  await fill('nickname', 'Tester');
  await fill('phone', `15${id.replace(/\D/g, '').padEnd(9, '7').slice(0, 9)}`);
  await fill('email', `${account}@example.com`);
  await fill('idnumber', residentId());
  await fill('referee', referee);
  await fill('sponsor', sponsor);
  await pick(page, 'position', position);
  await pick(page, 'province', '广东省');
  await pick(page, 'city', '广州市');
  await pick(page, 'county', '天河区');
  await fill('address', '天河路 1 号');
  return account;
}

async function submitWith(page: Page, pass2: string) {
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-pass2').fill(pass2);
  await page.getByTestId('confirm-ok').click();
}

test('add member: an "add here" slot fills sponsor and side; the draft survives a reload without passwords', async ({ page }) => {
  await signedIn(page);
  await page.goto('/memberNode');
  await expect(chart(page)).toHaveAttribute('data-root', 'operator');
  await page.getByTestId('placement-search-input').fill('m000020');
  await page.getByTestId('placement-search-submit').click();
  await page.getByTestId('slot-m000020-R').click();
  await expect(page).toHaveURL(/\/memberNode\/register\?sponsor=m000020&position=R$/);
  await expect(page.getByTestId('register-sponsor')).toHaveValue('m000020');
  await expect(page.getByTestId('register-position')).toHaveValue('R');

  await page.getByTestId('register-realname').fill('草稿');
  await page.getByTestId('register-password').fill('secret1');
  await page.waitForTimeout(200);
  await page.reload();
  await expect(page.getByTestId('register-realname')).toHaveValue('草稿');
  await expect(page.getByTestId('register-sponsor')).toHaveValue('m000020');
  await expect(page.getByTestId('register-password')).toHaveValue('');
  expect(await page.evaluate(() => sessionStorage.getItem('network.registerDraft'))).not.toContain('secret1');
});

test('add member: each §5 rule shows its message; uniqueness is checked as you type', async ({ page }) => {
  await signedIn(page);
  await openEmptyForm(page);
  await expect(page.getByTestId('register-shop')).toHaveText('服务中心：王建国服务中心（编号 1）');
  await page.getByTestId('register-username').fill('ab');
  await page.getByTestId('register-username').blur();
  await expect(help(page, 'username')).toHaveText('账号至少需要 4 个字母或数字');
  await page.getByTestId('register-username').fill('menuop');
  await expect(help(page, 'username')).toHaveText('已被使用');
  await page.getByTestId('register-username').fill(`free${unique()}`);
  await expect(help(page, 'username')).toHaveText('可以使用');
  await page.getByTestId('register-phone').fill('13800000001');
  await expect(help(page, 'phone')).toHaveText('已被使用');

  await page.getByTestId('register-password').fill('123');
  await page.getByTestId('register-password').blur();
  await expect(help(page, 'password')).toHaveText('密码至少需要 6 个字符');
  await page.getByTestId('register-password').fill('secret1');
  await page.getByTestId('register-password2').fill('secret2');
  await page.getByTestId('register-password2').blur();
  await expect(help(page, 'password2')).toHaveText('两次输入的密码不一致');
  await page.getByTestId('register-email').fill('not-an-email');
  await page.getByTestId('register-email').blur();
  await expect(help(page, 'email')).toHaveText('邮箱格式错误');

  await page.getByTestId('register-referee').fill('operator');
  await page.getByTestId('register-sponsor').fill('m000020');
  await pick(page, 'position', '右区');
  await page.getByTestId('register-submit').click();
  await expect(help(page, 'position')).toHaveText('右区会员的推荐人必须是接点人');
  await expect(page.getByTestId('register-pass2')).toHaveCount(0); // not asked while the form is invalid
});

test('add member: a non-VIP sponsor is refused as you type; a taken position cannot be chosen', async ({ page }) => {
  await signedIn(page);
  await openEmptyForm(page);
  await fillMember(page, { sponsor: 'novip', referee: 'operator', position: '左区' });
  await expect(help(page, 'referee')).toHaveText('姓名：王建国');
  await expect(help(page, 'sponsor')).toHaveText('无法添加会员');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-pass2')).toHaveCount(0); // not asked while a check refuses
  await expect(page.getByTestId('register-sponsor')).toBeFocused();

  await page.getByTestId('register-sponsor').fill('m000020'); // a VIP whose left is taken, right open
  await expect(help(page, 'sponsor')).toHaveText('姓名：吴洋杰');
  await expect(help(page, 'position')).toHaveText('该位置已有会员');
  await page.getByTestId('register-referee').fill('m000020'); // a right placement is a direct invite (§5)
  await expect(help(page, 'referee')).toHaveText('姓名：吴洋杰');
  await page.getByTestId('register-position').locator('..').click();
  await expect(page.getByRole('option', { name: '左区（已有会员）' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: '右区', exact: true }).click();
  await expect(help(page, 'position')).not.toHaveClass(/Mui-error/);
});

test('add member: a referee and a sponsor outside the operator\'s trees are refused as you type', async ({ page }) => {
  await signedIn(page, 'menuop');
  await openEmptyForm(page);
  await page.getByTestId('register-referee').fill('operator'); // a member, but not in menuop's invitation chart
  await expect(help(page, 'referee')).toHaveText('推荐人不在您的邀请图中');
  await page.getByTestId('register-sponsor').fill('operator');
  await expect(help(page, 'sponsor')).toHaveText('接点人不在您的团队中');
  await page.getByTestId('register-referee').fill('menuop');
  await expect(help(page, 'referee')).toHaveText('姓名：张明');
});

test('add member: an ID number with a wrong check character fails the real-name check; a wrong level-2 password is refused', async ({ page }) => {
  await signedIn(page);
  await openEmptyForm(page);
  await fillMember(page, { sponsor: 'm000085', referee: 'operator', position: '左区' });
  const good = await page.getByTestId('register-idnumber').inputValue();
  await expect(help(page, 'idnumber')).toHaveText('实名认证通过');
  const bad = good.slice(0, 17) + (good.endsWith('0') ? '1' : '0');
  await page.getByTestId('register-idnumber').fill(bad);
  await expect(help(page, 'idnumber')).toHaveText('实名认证未通过：姓名与身份证号不符');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-pass2')).toHaveCount(0);
  await page.getByTestId('register-idnumber').fill('1101051950');
  await page.getByTestId('register-idnumber').blur();
  await expect(help(page, 'idnumber')).toHaveText('请输入 18 位身份证号码');

  await page.getByTestId('register-idnumber').fill(good);
  await expect(help(page, 'idnumber')).toHaveText('实名认证通过');
  await submitWith(page, '000000');
  await expect(page.getByTestId('confirm-dialog')).toContainText('错误，请重新输入');
  await page.getByTestId('confirm-cancel').click(); // m000085's left stays open for the next test
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`add member: a registration appears in both charts at once, at ${name} width`, async ({ page }) => {
    await stub.reset(); // m000085's left position is open again
    await page.setViewportSize(viewport);
    await signedIn(page);
    await page.goto('/memberNode');
    await expect(chart(page)).toHaveAttribute('data-root', 'operator');
    await page.getByTestId('placement-search-input').fill('m000085'); // a VIP with an open left position
    await page.getByTestId('placement-search-submit').click();
    await page.getByTestId('slot-m000085-L').click();
    await expect(page.getByTestId('register-sponsor')).toHaveValue('m000085');
    const account = await fillMember(page, { sponsor: 'm000085', referee: 'operator', position: '左区' });
    await submitWith(page, '135790');
    await expect(page.getByTestId('register-done')).toContainText(account);
    await expect(page.getByTestId('register-username')).toHaveValue('');

    await page.getByTestId('register-done').getByRole('link', { name: '查看会员图谱' }).click();
    await expect(chart(page)).toHaveAttribute('data-root', 'operator');
    await page.getByTestId('placement-search-input').fill(account);
    await page.getByTestId('placement-search-submit').click();
    await expect(chart(page)).toHaveAttribute('data-root', account);
    await page.getByTestId('nav-up').click();
    await expect(chart(page)).toHaveAttribute('data-root', 'm000085');
    await expect(page.getByTestId(`node-${account}`)).toBeVisible();
    await page.goto('/inviteNode');
    await expect(page.getByTestId('invite-menuop')).toBeVisible();
    await page.getByTestId('invite-search-input').fill(account);
    await page.getByTestId('invite-search-submit').click();
    await expect(page.getByTestId(`invite-${account}`)).toBeVisible();
    await expect(page.getByTestId('invite-path')).toHaveText('operator');
  });
}

test('add member: the draft survives a forced logout and signing in again', async ({ page }) => {
  await login(page); // a forced logout: through the login page, both times
  await page.goto('/memberNode/register');
  await expect(page.getByTestId('register-province')).toBeAttached();
  await page.waitForLoadState('networkidle');
  await page.getByTestId('register-realname').fill('登出前');
  await stub.fault({ path: 'pservice/vname', code: 30140, count: 1 });
  await page.getByTestId('register-username').fill('forcedout1'); // its uniqueness check is answered 30140
  await expect(page).toHaveURL(/\/login/);
  await login(page);
  await page.goto('/memberNode/register');
  await expect(page.getByTestId('register-realname')).toHaveValue('登出前');
  await expect(page.getByTestId('register-username')).toHaveValue('forcedout1');
});

// ——— The QA kit in our own suite (issue 41): a scenario, a fault and a wire check ———
// A scenario changes who is a VIP, so these sign in after it (the session holds the
// permissions of its sign-in) and put the seeded world back for the tests after them.

test.describe('with the vip-operator scenario', () => {
  test.use({ scenario: 'vip-operator' });
  test.afterEach(async () => {
    await stub.reset();
  });

  test('novip, a VIP here, adds a member: a busy upstream first, then the fields typed reach it', async ({ page, expectUpstream }) => {
    await login(page, 'novip');
    await expect(page.getByTestId('home-shortcut-/memberNode/register')).toBeVisible();
    await openEmptyForm(page);
    const account = await fillMember(page, { sponsor: 'novip', referee: 'novip', position: '左区' });
    await stub.fault({ path: 'patlas/register', code: 30500, msg: 'Upstream busy' });
    await submitWith(page, '135790');
    await expect(page.locator('.notistack-MuiContent')).toHaveText('Upstream busy'); // a write's refusal: a toast
    await expect(page.getByTestId('register-username')).toHaveValue(account); // what was typed is kept
    await submitWith(page, '135790');
    await expect(page.getByTestId('register-done')).toContainText(account);
    const typed = { username: account, sponsor: 'novip', referee: 'novip', position: 'L', realname: '测试员' };
    await expectUpstream('patlas/register').toHaveBeenCalledWith(typed, { times: 2 }); // the refused call and the one that passed
  });
});

test.describe('with the non-vip-operator scenario', () => {
  test.use({ scenario: 'non-vip-operator' });
  test.afterEach(async () => {
    await stub.reset();
  });

  test('operator, not a VIP here, is not offered Add member, and no registration reaches the upstream', async ({ page, expectUpstream }) => {
    await login(page, 'operator');
    await expect(page.getByTestId('home-shortcut-/memberNode')).toBeVisible();
    await expect(page.getByTestId('home-shortcut-/memberNode/register')).toHaveCount(0);
    await expectUpstream('user/permission').toHaveBeenCalledTimes(1);
    await expectUpstream('patlas/register').not.toHaveBeenCalled();
  });
});
