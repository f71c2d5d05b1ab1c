import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/Providers';
import { createAppQueryClient } from './app/queryClient';
import { AppRoutes } from './app/AppRoutes';
import { syncThemeAcrossTabs, useTheme } from './lib/theme/useTheme';
import { applyThemeToRoot } from './lib/theme/themeStorage';
import { toast } from './lib/toast/toast';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// index.html applied the theme before the first paint; this covers a blocked inline script.
applyThemeToRoot(document.documentElement, useTheme.getState().theme);
syncThemeAcrossTabs();

// Debugging aid (also used by the end-to-end tests): `__relataToast({ title: 'Hi' })` in the console.
window.__relataToast = toast.show;

const queryClient = createAppQueryClient();

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
