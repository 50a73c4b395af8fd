import { createFileRoute } from '@tanstack/react-router';
import { billForm } from './-billRoutes';

export const Route = createFileRoute('/_app/data-subscription')(billForm('data'));
