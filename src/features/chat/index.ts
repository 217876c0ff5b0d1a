export { ChatMenuButton } from './chat-button';
