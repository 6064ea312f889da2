import { path as queryGroupidShortcutPath, type queryGroupidShortcut } from '@mall/contract/catalogue/query-groupid-shortcut';
import { path as queryShortcutCategoryGoodsPath, type queryShortcutCategoryGoods } from '@mall/contract/catalogue/query-shortcut-category-goods';
import { path as queryShortcutCategoryShopsGoodsPath, type queryShortcutCategoryShopsGoods } from '@mall/contract/catalogue/query-shortcut-category-shops-goods';
import { path as queryShortcutCategoryShopsPath, type queryShortcutCategoryShops } from '@mall/contract/catalogue/query-shortcut-category-shops';
import { path as queryShortcutCategoryPath, type queryShortcutCategory } from '@mall/contract/catalogue/query-shortcut-category';
import { path as queryShortcutIdPath, type queryShortcutId } from '@mall/contract/catalogue/query-shortcut-id';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The shortcut landing calls: a landing's categories, featured shops, shops and goods, and its head. */
export const SHORTCUT_API = {
  queryShortcutCategory: endpointRef<typeof queryShortcutCategory>(queryShortcutCategoryPath),
  queryShortcutCategoryGoods: endpointRef<typeof queryShortcutCategoryGoods>(queryShortcutCategoryGoodsPath),
  queryShortcutCategoryShops: endpointRef<typeof queryShortcutCategoryShops>(queryShortcutCategoryShopsPath),
  queryShortcutCategoryShopsGoods: endpointRef<typeof queryShortcutCategoryShopsGoods>(queryShortcutCategoryShopsGoodsPath),
  /** Path parameter `categoryId`. */
  queryShortcutId: endpointRef<typeof queryShortcutId>(queryShortcutIdPath),
  queryGroupidShortcut: endpointRef<typeof queryGroupidShortcut>(queryGroupidShortcutPath),
} as const;
