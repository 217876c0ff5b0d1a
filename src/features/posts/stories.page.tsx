import { PostsHome } from './components/posts-home';

/** /stories-pride (and /stories-pride/{id}): the stories 'Orgullo LGBTQ+'. */
export default function StoriesPage() {
  return <PostsHome category={2} />;
}
