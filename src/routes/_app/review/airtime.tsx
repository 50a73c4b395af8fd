import { createFileRoute } from '@tanstack/react-router';
import { billReview } from '../-billRoutes';

export const Route = createFileRoute('/_app/review/airtime')(billReview('airtime'));
