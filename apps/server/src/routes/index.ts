import type { FastifyInstance } from 'fastify';
import { registerAdminRoutes } from './admin-routes.js';
import { registerCoupleRoutes } from './couple-routes.js';
import { registerMerchantExportRoutes } from './merchant-export-routes.js';
import { registerMerchantRoutes } from './merchant-routes.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerCartRoutes } from './cart-routes.js';
import { registerCatalogueRoutes } from './catalogue-routes.js';
import { registerChatRoutes } from './chat-routes.js';
import { registerOrderRoutes } from './order-routes.js';
import { registerRefundRoutes } from './refund-routes.js';
import { registerAdminFinanceRoutes } from './admin-finance-routes.js';
import { registerUploadRoutes } from './upload-routes.js';
import { registerUserRoutes } from './user-routes.js';
import { registerVoucherRoutes } from './voucher-routes.js';
import { registerWalletRoutes } from './wallet-routes.js';

/** Registers every API route. Later areas add their `register...Routes` here. */
export function registerRoutes(app: FastifyInstance): void {
  registerUserRoutes(app);
  registerUploadRoutes(app);
  registerCatalogueRoutes(app);
  registerAccountRoutes(app);
  registerWalletRoutes(app);
  registerAdminFinanceRoutes(app);
  registerRefundRoutes(app);
  registerCartRoutes(app);
  registerOrderRoutes(app);
  registerChatRoutes(app);
  registerMerchantRoutes(app);
  registerMerchantExportRoutes(app);
  registerCoupleRoutes(app);
  registerAdminRoutes(app);
  registerVoucherRoutes(app);
}
