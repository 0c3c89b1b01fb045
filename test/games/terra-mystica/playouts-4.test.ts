import { describePlayouts } from './playouts';

describePlayouts(4, 4);
