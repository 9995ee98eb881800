import { startStandalone } from '@congress/components/remote';
import App from './expose/App';

startStandalone(App);
