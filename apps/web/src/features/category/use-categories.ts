import { useQuery } from '@tanstack/react-query';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { categoryQueries, type Landing } from './category-queries.ts';

/** The whole category tree (the category tab and the all-categories page). */
export function useCategoryTree() {
  return useQuery(categoryQueries.tree(useQueryLang()));
}

/** The children of a category. */
export function useCategoryChildren(parentId: number) {
  return useQuery(categoryQueries.children(useQueryLang(), parentId));
}

/** A category with its ancestors; idle while `categoryId` is undefined. */
export function useCategoryHead(categoryId: number | undefined) {
  return useQuery({ ...categoryQueries.head(useQueryLang(), categoryId ?? 0), enabled: categoryId !== undefined });
}

/** A home shortcut panel's head (title, subtitle, picture). */
export function useShortcutGroup(groupId: number) {
  return useQuery(categoryQueries.shortcutGroup(useQueryLang(), groupId));
}

/** The categories of a landing (its icons and chips). */
export function useLandingCategories(landing: Landing) {
  return useQuery(categoryQueries.landingCategories(useQueryLang(), landing));
}
