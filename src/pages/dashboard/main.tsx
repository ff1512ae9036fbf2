import { createRoot } from 'react-dom/client';
import { ConsoleApp } from '../../console/ConsoleApp.js';
import './console.css';
import '../../console/section-controls.css';
import '../../console/money/money.css';
import '../../console/developers/developers.css';

/**
 * The merchant console (`/dashboard` and every path below it, which the service answers with this page): an entry
 * of its own, so none of its code reaches the checkout's bundles.
 */
const container = document.getElementById('root');
if (!container) throw new Error('dashboard/index.html has no #root element');

createRoot(container).render(<ConsoleApp />);
