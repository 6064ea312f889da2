import { path as applyEnterprisePath, type applyEnterprise } from '@mall/contract/merchant/apply-enterprise';
import { path as applyIndividualPath, type applyIndividual } from '@mall/contract/merchant/apply-individual';
import { path as applyBusinessPath, type applyIndividualBusiness } from '@mall/contract/merchant/apply-individual-business';
import { path as checkAccountPath, type checkMerchantAccount } from '@mall/contract/merchant/check-merchant-account';
import { path as editPath, type editApplication } from '@mall/contract/merchant/edit-application';
import { path as hasPath, type hasApplication } from '@mall/contract/merchant/has-application';
import { path as detailsPath, type queryApplicationDetails } from '@mall/contract/merchant/query-application-details';
import { path as useAccountPath, type queryUseAccount } from '@mall/contract/merchant/query-use-account';
import { path as shippingCompaniesPath, type queryShippingCompanies } from '@mall/contract/logistics/query-shipping-companies';
import { path as shopOrdersPath, type queryShopOrders } from '@mall/contract/logistics/query-shop-orders';
import { path as shipPath, type shipOrder } from '@mall/contract/logistics/ship-order';
import { path as reviewingPath, type queryReviewingPayments } from '@mall/contract/payment/query-reviewing-payments';
import { path as reviewPath, type reviewPaymentVoucher } from '@mall/contract/payment/review-payment-voucher';
import { path as dashboardPath, type queryOperationalDashboard } from '@mall/contract/shop/query-operational-dashboard';
import {
  inviteStaffPath,
  queryShopStaffPath,
  revokeStaffPath,
  setStaffRightsPath,
  type inviteStaff,
  type queryShopStaff,
  type revokeStaff,
  type setStaffRights,
} from '@mall/contract/shop/shop-staff';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The merchant application and console calls of the contract, as the web calls them (paths and types only). */
export const MERCHANT_API = {
  applyIndividual: endpointRef<typeof applyIndividual>(applyIndividualPath),
  applyIndividualBusiness: endpointRef<typeof applyIndividualBusiness>(applyBusinessPath),
  applyEnterprise: endpointRef<typeof applyEnterprise>(applyEnterprisePath),
  edit: endpointRef<typeof editApplication>(editPath),
  has: endpointRef<typeof hasApplication>(hasPath),
  details: endpointRef<typeof queryApplicationDetails>(detailsPath),
  checkAccount: endpointRef<typeof checkMerchantAccount>(checkAccountPath),
  useAccount: endpointRef<typeof queryUseAccount>(useAccountPath),
  dashboard: endpointRef<typeof queryOperationalDashboard>(dashboardPath),
  shopOrders: endpointRef<typeof queryShopOrders>(shopOrdersPath),
  ship: endpointRef<typeof shipOrder>(shipPath),
  shippingCompanies: endpointRef<typeof queryShippingCompanies>(shippingCompaniesPath),
  reviewing: endpointRef<typeof queryReviewingPayments>(reviewingPath),
  reviewVoucher: endpointRef<typeof reviewPaymentVoucher>(reviewPath),
  staff: endpointRef<typeof queryShopStaff>(queryShopStaffPath),
  inviteStaff: endpointRef<typeof inviteStaff>(inviteStaffPath),
  setStaffRights: endpointRef<typeof setStaffRights>(setStaffRightsPath),
  revokeStaff: endpointRef<typeof revokeStaff>(revokeStaffPath),
};
