export { ChatButton } from './chat-button';
