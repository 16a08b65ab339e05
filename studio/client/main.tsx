import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './shell/StudioApp.tsx';

createRoot(document.getElementById('studio') as HTMLElement).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
