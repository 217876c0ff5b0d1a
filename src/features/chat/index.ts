export { ChatButton, ChatMenuButton } from './chat-button';
