import { path as addPath, type addGoodsComplaint } from '@mall/contract/complaint/add-goods-complaint';
import { path as detailPath, type queryGoodsComplaint } from '@mall/contract/complaint/query-goods-complaint';
import { path as listPath, type queryGoodsComplaints } from '@mall/contract/complaint/query-goods-complaints';
import { path as articlesPath, type queryHelpArticles } from '@mall/contract/complaint/query-help-articles';
import { path as typesPath, type selectComplaintType } from '@mall/contract/complaint/select-complaint-type';
import { path as selectPath, type selectComplaints } from '@mall/contract/complaint/select-complaints';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

export const COMPLAINT_API = {
  types: endpointRef<typeof selectComplaintType>(typesPath),
  add: endpointRef<typeof addGoodsComplaint>(addPath),
  detail: endpointRef<typeof queryGoodsComplaint>(detailPath),
  list: endpointRef<typeof queryGoodsComplaints>(listPath),
  choices: endpointRef<typeof selectComplaints>(selectPath),
  articles: endpointRef<typeof queryHelpArticles>(articlesPath),
} as const;
