import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import type React from 'react';

export const NOT_FOUND_TEXT = '抱歉，你访问的页面不存在';

const NotFound: React.FC = () => (
  <Result
    status="404"
    title="404"
    subTitle={NOT_FOUND_TEXT}
    extra={
      <Button type="primary" onClick={() => history.push('/')}>
        返回首页
      </Button>
    }
  />
);

export default NotFound;
