import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient } from '../../api/index.js';
import { HomePage } from './HomePage.js';
import './home.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The pages are served by the service itself, so the API is on this page's own origin.
const client = createClient({ baseUrl: window.location.origin });

createRoot(container).render(
  <StrictMode>
    <HomePage client={client} />
  </StrictMode>,
);
