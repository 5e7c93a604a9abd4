import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RenderNodes, type LayoutComponentProps } from '../../layout/registry';
import { gameMenusQuery } from '../../lib/api/games';
import { orderCategoryNodes } from './category-order';

/**
 * Side-menu game categories (registry id `games.categoryNav`, §2 Layout): the categories the
 * platform's game menus list, in their order, limited to the layout's child entries whose
 * whitelabel module is on (see {@link orderCategoryNodes}). Until the menus arrive, or when they
 * cannot be loaded, the layout's entries are shown as they are, so the menu never goes empty.
 */
export function CategoryNav({ node }: LayoutComponentProps) {
  const { i18n } = useTranslation();
  const menus = useQuery(gameMenusQuery(i18n.language));
  const nodes = menus.data ? orderCategoryNodes(node.children, menus.data) : node.children;
  return <RenderNodes nodes={nodes} />;
}
