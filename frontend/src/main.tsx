/** Entry point: applies the display mode before the first paint, then renders the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'katex/dist/katex.min.css';
import './styles/app.css';
import { applyMode, readMode } from './lib/settings';
import { App } from './app/App';

applyMode(readMode());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
