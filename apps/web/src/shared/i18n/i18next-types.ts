import type account from '../../locales/en/account.json';
import type cart from '../../locales/en/cart.json';
import type catalogue from '../../locales/en/catalogue.json';
import type common from '../../locales/en/common.json';
import type messaging from '../../locales/en/messaging.json';
import type shell from '../../locales/en/shell.json';

// English is the reference: keys are checked at compile time against it, and locales.test.ts checks zh and ja match it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      account: typeof account;
      cart: typeof cart;
      catalogue: typeof catalogue;
      common: typeof common;
      messaging: typeof messaging;
      shell: typeof shell;
    };
  }
}
