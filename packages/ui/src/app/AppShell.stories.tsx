import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomeScreen } from '../screens/Home/HomeScreen.tsx';
import { Layout } from '../screens/Layout/Layout.tsx';
import { SubjectScreen } from '../screens/Subject/SubjectScreen.tsx';
import { findSubjectBySlug } from './subjects.ts';

/** Screens inside the shared layout, as the host app shows them (the host composes them the same way). */
const meta = {
  title: 'Screens/App',
  component: Layout,
  args: { children: null },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  parameters: { app: { path: '/' } },
  render: () => (
    <Layout>
      <HomeScreen />
    </Layout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  },
};

export const SubjectWithADescribedTerm: Story = {
  parameters: { app: { path: '/nutrition', session: 'free' } },
  render: () => (
    <Layout>
      <SubjectScreen subject={findSubjectBySlug('nutrition')} />
    </Layout>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Describe protein' }));
    await expect(await canvas.findByRole('link', { name: /Website Link/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nutrition Terms' })).toBeVisible();
  },
};
