import { defineModule } from '../../platform/module.ts';
import { activityRoutes } from './activity.routes.ts';
import { artworkRoutes } from './artwork.routes.ts';
import { categoryRoutes } from './category.routes.ts';
import { goodsRoutes } from './goods.routes.ts';
import { searchRoutes } from './search.routes.ts';
import { shortcutRoutes } from './shortcut.routes.ts';

/** The catalogue module: goods, categories, the home page, search, landings and activities. */
export const catalogueModule = defineModule({
  name: 'catalogue',
  dependsOn: ['shop'],
  register(app, deps) {
    artworkRoutes(app);
    goodsRoutes(app, deps);
    categoryRoutes(app, deps);
    searchRoutes(app, deps);
    shortcutRoutes(app, deps);
    activityRoutes(app, deps);
  },
});
