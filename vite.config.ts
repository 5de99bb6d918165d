import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [
		sveltekit(),
		SvelteKitPWA({
			registerType: 'prompt',
			injectRegister: false,
			manifest: false,
			workbox: {
				globPatterns: ['client/**/*.{js,css,ico,png,svg,webp,woff2,webmanifest}', 'prerendered/**/*.html']
			}
		})
	],
	test: {
		projects: [
			{
				extends: true,
				plugins: [svelteTesting()],
				test: {
					name: 'client',
					environment: 'jsdom',
					include: ['src/**/*.svelte.test.ts', 'src/lib/components/**/*.test.ts', 'src/routes/**/*.test.ts'],
					setupFiles: ['./vitest-setup-client.ts']
				}
			},
			{
				extends: true,
				test: {
					name: 'server',
					environment: 'node',
					include: ['src/**/*.test.ts'],
					exclude: ['src/**/*.svelte.test.ts', 'src/lib/components/**', 'src/routes/**']
				}
			}
		]
	}
});
