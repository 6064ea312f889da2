import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { isApiError, NETWORK_FAILURE } from '../shared/transport/api-error.ts';
import { ApplicationPage } from './application-page.tsx';
import { ApplicationsPage } from './applications-page.tsx';
import { AuditPage } from './audit-page.tsx';
import { OrderPage } from './order-page.tsx';
import { OrdersPage } from './orders-page.tsx';
import { ChatPage } from './chat-page.tsx';
import { ComplaintPage } from './complaint-page.tsx';
import { ComplaintsPage } from './complaints-page.tsx';
import { ConsoleLayout, FirstSection, RequireSession } from './console-shell.tsx';
import { LoginPage } from './login-page.tsx';
import { WithdrawsPage } from './withdraws-page.tsx';
import { CategoriesPage } from './categories-page.tsx';
import { AgreementsHelpPage } from './agreements-help-page.tsx';
import { PromotionsPage } from './promotions-page.tsx';
import { ShopPage } from './shop-page.tsx';
import { ShopsPage } from './shops-page.tsx';
import { HomeEntriesPage } from './home-entries-page.tsx';
import { LookPage } from './look-page.tsx';
import { RefundsPage } from './refunds-page.tsx';

/** The console's address space, below which its own router works; the server answers all of it with platform.html. */
export const CONSOLE_BASE = '/platform';

function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Only a call that got no answer is worth repeating; a business answer is the same the second time.
        retry: (count, error) => isApiError(error) && error.code === NETWORK_FAILURE && error.status === undefined && count < 2,
        staleTime: 15_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The platform console: its own bundle (platform.html), router, texts, session and transport, none of them the shop's. */
export function ConsoleApp() {
  const [queryClient] = useState(createConsoleQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={CONSOLE_BASE}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route
            element={
              <RequireSession>
                <ConsoleLayout />
              </RequireSession>
            }
          >
            <Route path="/applications" element={<ApplicationsPage />} />
            <Route path="/applications/:id" element={<ApplicationPage />} />
            <Route path="/complaints" element={<ComplaintsPage />} />
            <Route path="/complaints/:id" element={<ComplaintPage />} />
            <Route path="/withdrawals" element={<WithdrawsPage />} />
            <Route path="/shops" element={<ShopsPage />} />
            <Route path="/shops/:id" element={<ShopPage />} />
            <Route path="/refunds" element={<RefundsPage />} />
            <Route path="/chat" element={<ChatPage />} />
            <Route path="/orders" element={<OrdersPage />} />
            <Route path="/orders/:id" element={<OrderPage />} />
            <Route path="/audit" element={<AuditPage />} />
            <Route path="/categories" element={<CategoriesPage />} />
            <Route path="/agreements-help" element={<AgreementsHelpPage />} />
            <Route path="/promotions" element={<PromotionsPage />} />
            <Route path="/home-page" element={<HomeEntriesPage />} />
            <Route path="/look" element={<LookPage />} />
          </Route>
          <Route path="*" element={<FirstSection />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
