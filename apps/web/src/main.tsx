import '@termtap/ui/src/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { createPageServices } from './services.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App services={createPageServices()} />
    </BrowserRouter>
  </StrictMode>,
);
