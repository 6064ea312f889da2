import { defineModule } from '../../platform/module.ts';
import { agreementRoutes } from './agreement.routes.ts';
import { platformAgreementRoutes } from './platform-agreement.routes.ts';
import { resourceRoutes } from './resource.routes.ts';
import { uploadRoutes } from './upload.routes.ts';

/** The resource module: uploads, agreements and dictionaries. */
export const resourceModule = defineModule({
  name: 'resource',
  dependsOn: [],
  async register(app, deps) {
    resourceRoutes(app, deps);
    agreementRoutes(app, deps);
    platformAgreementRoutes(app, deps);
    await uploadRoutes(app, deps);
  },
});
