import type { Locator, Page } from '@playwright/test';
import { PASS2 } from './portal';

// Page objects of the portal's shell, the frame around every screen: the side menu (or the
// phone's), the tabs, the settings drawer, messages, and the confirmation and level-2 dialogs.
// They find things by the portal's data-testid attributes and roles, never by text, so they
// work in every language.

/** The side menu on a desk, the menu drawer on a phone. Entries are named by route ("/capital/transfer"). */
export class ShellMenu {
  constructor(readonly page: Page) {}

  private get phone() {
    return this.page.getByTestId('mobile-menu-toggle');
  }

  /** The menu entry of a route, in whichever menu is shown. */
  entry(route: string): Locator {
    return this.page.locator(`[data-testid="sidebar"] [data-menu-id="${route}"], [data-testid="mobile-menu"] [data-menu-id="${route}"]`).filter({ visible: true });
  }

  /** Opens a screen through the menu: its group first when given (`open('/capital', '/capital/transfer')`). */
  async open(...routes: string[]) {
    if (await this.phone.isVisible()) await this.phone.click();
    for (const route of routes) await this.entry(route).click();
    await this.page.waitForURL((url) => url.pathname === routes[routes.length - 1]);
  }
}

/** The tabs bar (Settings → Multi-tab). */
export class ShellTabs {
  constructor(readonly page: Page) {}
  get bar(): Locator {
    return this.page.getByTestId('tabs-bar');
  }
  /** The tab of a URL ("/notice"). */
  tab(url: string): Locator {
    return this.bar.locator(`[data-tab="${url}"]`);
  }
  async close(url: string) {
    await this.page.getByTestId(`tab-close-${url}`).click();
  }
  /** The tabs menu's actions, by their position: close the current one, the others, or all. */
  async closeVia(action: 'current' | 'others' | 'all') {
    await this.page.getByTestId('tabs-menu').click();
    await this.page.getByRole('menuitem').nth({ current: 0, others: 1, all: 2 }[action]).click();
  }
}

/** The settings drawer. */
export class SettingsDrawer {
  constructor(readonly page: Page) {}
  get drawer(): Locator {
    return this.page.getByTestId('settings-drawer');
  }
  async open() {
    const phone = this.page.getByTestId('mobile-menu-toggle');
    if (await phone.isVisible()) {
      await phone.click();
      await this.page.getByTestId('mobile-settings-open').click();
    } else await this.page.getByTestId('settings-open').click();
    await this.drawer.waitFor();
  }
  async close() {
    await this.page.getByTestId('settings-close').click();
    await this.drawer.waitFor({ state: 'hidden' });
  }
  /** A setting's control (`setting-<key>`: switches tab (Multi-tab), greyMode, collapse, breadcrumb …; choices theme, sideTheme, tagsTheme …). */
  setting(key: string): Locator {
    return this.page.getByTestId(`setting-${key}`);
  }
  /** Flips a switch setting (tab, greyMode …). */
  async toggle(key: string) {
    await this.setting(key).click();
  }
  /** Chooses the n-th option of a choice setting (theme: 0 light, 1 dark, 2 auto). */
  async choose(key: string, index: number) {
    await this.setting(key).getByRole('button').nth(index).click();
  }
  async reset() {
    await this.page.getByTestId('settings-reset').click();
  }
}

/** The portal's messages: a read's refusal in a popup; a write's refusal and its success as toasts. */
export class Messages {
  constructor(readonly page: Page) {}
  /** The message popup (a refusal's msg). */
  get popup(): Locator {
    return this.page.getByRole('alertdialog');
  }
  /** The toasts shown now (notistack's). */
  get toast(): Locator {
    return this.page.locator('.notistack-MuiContent');
  }
  /** Closes the popup by its shade. */
  async dismiss() {
    await this.page.getByTestId('popup-shade').click({ position: { x: 5, y: 5 } });
  }
}

/** The confirmation dialog every sensitive action asks first. */
export class ConfirmDialog {
  constructor(readonly page: Page) {}
  get dialog(): Locator {
    return this.page.getByTestId('confirm-dialog').filter({ visible: true });
  }
  async confirm() {
    await this.dialog.getByTestId('confirm-ok').click();
  }
  async cancel() {
    await this.dialog.getByTestId('confirm-cancel').click();
  }
}

/** The level-2 password dialog (a confirmation with a password field `<form>-pass2`). */
export class Level2Dialog extends ConfirmDialog {
  get input(): Locator {
    return this.dialog.locator('input[type=password]');
  }
  /** Types the level-2 password (the stub's until changed) and confirms. */
  async enter(pass2: string = PASS2) {
    await this.input.fill(pass2);
    await this.confirm();
  }
}

/** The shell of a page: `shell.menu.open('/capital', '/capital/transfer')`, `shell.level2.enter()`. */
export class Shell {
  readonly menu: ShellMenu;
  readonly tabs: ShellTabs;
  readonly settings: SettingsDrawer;
  readonly messages: Messages;
  readonly confirm: ConfirmDialog;
  readonly level2: Level2Dialog;
  constructor(readonly page: Page) {
    this.menu = new ShellMenu(page);
    this.tabs = new ShellTabs(page);
    this.settings = new SettingsDrawer(page);
    this.messages = new Messages(page);
    this.confirm = new ConfirmDialog(page);
    this.level2 = new Level2Dialog(page);
  }
  /** The notification bell of the top bar shown (its accessible name carries the unread count). */
  get bell(): Locator {
    return this.page.getByTestId('notice-bell').filter({ visible: true });
  }
  /** The user menu's sign-out. */
  async logout() {
    await this.page.getByTestId('user-menu').click();
    await this.page.getByTestId('logout').click();
    await this.page.waitForURL(/\/login/);
  }
}
