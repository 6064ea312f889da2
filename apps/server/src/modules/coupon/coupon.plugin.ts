import { defineModule } from '../../platform/module.ts';
import { couponRoutes } from './coupon.routes.ts';
import { merchantCouponRoutes } from './merchant-coupon.routes.ts';
import { platformCouponRoutes } from './platform-coupon.routes.ts';

/** The coupon module: coupons: offered, picked, held. */
export const couponModule = defineModule({
  name: 'coupon',
  dependsOn: ['shop', 'wallet'],
  register(app, deps) {
    couponRoutes(app, deps);
    merchantCouponRoutes(app, deps);
    platformCouponRoutes(app, deps);
  },
});
